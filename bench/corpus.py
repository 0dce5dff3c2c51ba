"""Realistic product rows for the scaling benchmarks: names and notes of random words (a tenth of
them Japanese), unique codes, prices, categories and dates, reproducible from a seed."""

import random
from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any

_SYLLABLES = [
    "ka",
    "ri",
    "to",
    "mel",
    "an",
    "sor",
    "vex",
    "dun",
    "pra",
    "lo",
    "sta",
    "bel",
    "cor",
    "fin",
    "gra",
    "hal",
    "jun",
    "kel",
    "mor",
    "nis",
    "pel",
    "qua",
    "ros",
    "tul",
    "ven",
    "wyn",
    "zan",
    "bri",
    "cha",
    "dre",
    "fro",
    "gli",
    "har",
    "ist",
    "jor",
    "lum",
    "mar",
    "nor",
    "ost",
    "pim",
    "rin",
    "sel",
    "tov",
]
_JAPANESE = [
    "ねじ",
    "六角",
    "ボルト",
    "工具",
    "耐熱",
    "ステンレス",
    "精密",
    "部品",
    "軸受",
    "歯車",
    "電源",
    "配線",
    "防水",
    "軽量",
    "高強度",
    "樹脂",
    "真鍮",
    "銅線",
    "圧着",
    "端子",
    "用途",
    "在庫",
    "仕入先",
    "梱包",
    "出荷",
    "規格",
    "品番",
    "寸法",
    "材質",
    "表面処理",
]

FIELDS = [
    {"name": "code", "type": "string", "unique": True},
    {"name": "name", "type": "string"},
    {"name": "notes", "type": "text"},
    {"name": "category", "type": "string", "indexed": True},
    {"name": "price", "type": "number", "indexed": True},
    {"name": "stock", "type": "integer"},
    {"name": "launched", "type": "date"},
    {"name": "active", "type": "boolean"},
]


def vocabulary(size: int = 5000, seed: int = 7) -> list[str]:
    """Builds a vocabulary of distinct made-up words of 2-4 syllables."""
    rng = random.Random(seed)
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def rows(count: int, *, seed: int = 11) -> Iterator[dict[str, Any]]:
    """Yields `count` product rows with realistic text; codes are unique."""
    rng = random.Random(seed)
    words = vocabulary()
    start = date(2001, 1, 1)
    for i in range(count):
        japanese = i % 10 == 0
        pool = _JAPANESE if japanese else words
        sep = "" if japanese else " "
        yield {
            "code": f"{rng.choice('ABCDEFGH')}{i:08d}",
            "name": sep.join(rng.choice(pool) for _ in range(rng.randint(2, 5))).capitalize(),
            "notes": sep.join(rng.choice(pool) for _ in range(rng.randint(8, 30))),
            "category": f"cat{rng.randrange(50)}",
            "price": round(rng.uniform(1, 1000), 2),
            "stock": rng.randrange(10000),
            "launched": (start + timedelta(days=rng.randrange(9000))).isoformat(),
            "active": rng.random() < 0.8,
        }


def search_text(data: dict[str, Any]) -> str:
    """Returns the lower-cased text a record is searched by, as the service builds it: the
    values of every field but the long free text (`notes`, type `text`)."""
    return "\n".join(str(v) for k, v in data.items() if v is not None and k != "notes").lower()
