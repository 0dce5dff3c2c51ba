"""Plain Japanese (やさしい日本語): key words written in hiragana, and words set apart by spaces.

A sentence written for readers who do not read kanji spells the grammar's words in hiragana and
puts a space between words: 「しょうすうてん いか は 3けた まで」, 「まん18さい いじょう」. The spaces carry
no meaning and each word has its usual kanji spelling, so the sentence is read as 「小数点以下は3桁まで」,
「満18歳以上」. A word is rewritten only where it stands as a whole run of hiragana (「いか」 but not the
「いか」 inside 「いかなる」), and nothing inside quotes is touched.
"""

# ruff: noqa: RUF001

from __future__ import annotations

import re

from mdm.ai.engine import rx

# hiragana spelling -> kanji spelling, for words that stand alone
_WORDS: dict[str, str] = {
    "いじょう": "以上",
    "いか": "以下",
    "みまん": "未満",
    "いこう": "以降",
    "いぜん": "以前",
    "ちょうか": "超過",
    "いがい": "以外",
    "すうじ": "数字",
    "えいじ": "英字",
    "えいすうじ": "英数字",
    "おおもじ": "大文字",
    "こもじ": "小文字",
    "もじ": "文字",
    "かんじ": "漢字",
    "きごう": "記号",
    "くうはく": "空白",
    "ぜんかく": "全角",
    "はんかく": "半角",
    "しょうすうてん": "小数点",
    "しょうすう": "小数",
    "せいすう": "整数",
    "ばいすう": "倍数",
    "ひづけ": "日付",
    "ひ": "日",
    "みらい": "未来",
    "かこ": "過去",
    "きょう": "今日",
    "ほんじつ": "本日",
    "へいじつ": "平日",
    "しゅくじつ": "祝日",
    "げつようび": "月曜日",
    "かようび": "火曜日",
    "すいようび": "水曜日",
    "もくようび": "木曜日",
    "きんようび": "金曜日",
    "どようび": "土曜日",
    "にちようび": "日曜日",
    "まいつき": "毎月",
    "げつまつ": "月末",
    "ひっす": "必須",
    "かならず": "必ず",
    "からっぽ": "空っぽ",
    "ふか": "不可",
    "きんし": "禁止",
    "ただしい": "正しい",
    "ほうじん": "法人",
    "ばんごう": "番号",
    "でんわ": "電話",
    "ゆうびん": "郵便",
    "まえ": "前",
    "あと": "後",
    "ほか": "他",
    "とうろく": "登録",
    "にゅうりょく": "入力",
}
# words said after a number: 「3けた」, 「8もじ」, 「18さい」, 「15にち」, 「1950ねん」
_COUNTERS: dict[str, str] = {
    "けた": "桁",
    "もじ": "文字",
    "さい": "歳",
    "にち": "日",
    "ねん": "年",
    "かげつ": "か月",
    "しゅうかん": "週間",
    "えん": "円",
}
# verbs by their stem: 「はじまり」, 「ふくまない」, 「いれて」 (the ending stays)
_STEMS: dict[str, str] = {
    "はじま": "始ま",
    "はじめ": "始め",
    "おわ": "終わ",
    "ふく": "含",
    "いれ": "入れ",
    "つか": "使",
    "とうろく": "登録",
    "にゅうりょく": "入力",
}
_KANA = "\u3041-\u3096"
_JAPANESE = "\u3041-\u30ff\u3400-\u9fff々〆〇「」『』、。"
_QUOTED = rx.compile(r"(「[^」]*」|『[^』]*』|\"[^\"]*\"|'[^']*')")
_WORD = rx.compile(rf"(?<![{_KANA}])(" + "|".join(sorted(_WORDS, key=len, reverse=True)) + rf")(?![{_KANA}])")
_COUNTED = rx.compile(r"(\d)\s?(" + "|".join(sorted(_COUNTERS, key=len, reverse=True)) + rf")(?![{_KANA}])")
# 「3つから選ぶ」: a つ after a number is its counter (「3つ」), not a verb (「0はじまり」 is one)
_STEM = rx.compile(
    rf"(?<![{_KANA}])(?!(?<=\d)つ)("
    + "|".join(sorted(_STEMS, key=len, reverse=True))
    + rf")(?=[{_KANA}]{{1,5}}(?![{_KANA}]))"
)
# a space between Japanese words, not one before a label (「データ型:文字列 入力規則:…」, 「例:…」)
_SPACE = rx.compile(
    rf"(?:(?<=[{_JAPANESE}])\s+(?=[{_JAPANESE}\d(])|(?<=[{_JAPANESE}\d)])\s+(?=[{_JAPANESE}]))(?![^\s:]{{1,10}}:)"
)
_SPACED = 2  # spaces between Japanese words that make a sentence one written word by word
# a condition's last word before a space: the space ends the condition (「全角カタカナのみ 半角カナ不可」)
_CLOSED = rx.compile(r"(?:不可|禁止|必須|のみ|だけ|NG)$")


def plain_japanese(text: str) -> str:
    """Rewrites hiragana key words in kanji and drops the spaces between Japanese words."""
    if not rx.search(rf"[{_KANA}]", text):
        return text
    parts = [part if index % 2 else _kanji(part) for index, part in enumerate(_QUOTED.split(text))]
    if sum(len(_SPACE.findall(part)) for part in parts[::2]) < _SPACED:
        return "".join(parts)
    return "".join(part if index % 2 else _unspaced(parts, index) for index, part in enumerate(parts))


def _unspaced(parts: list[str], index: int) -> str:
    """Drops the spaces between Japanese words of one unquoted part, and those next to a 「quote」."""
    part = _SPACE.sub(lambda m: _cut(m, parts[index]), parts[index])
    if index and parts[index - 1][-1:] in "」』" and rx.match(rf"\s+[{_JAPANESE}]", part):
        part = part.lstrip()
    if index + 1 < len(parts) and parts[index + 1][:1] in "「『" and rx.search(rf"[{_JAPANESE}]\s+$", part):
        part = part.rstrip()
    return part


def _cut(match: re.Match[str], part: str) -> str:
    """A space dropped between words, or a 「、」 where it ends a condition and another one starts."""
    closed = _CLOSED.search(part, 0, match.start())
    # (not before a particle, nor a count: 「半角英数のみ 10桁」 is one condition)
    return "、" if closed and not rx.match(r"\s*[のはがをでにとかもや)\d]", part[match.start() :]) else ""


def _kanji(text: str) -> str:
    """Rewrites the hiragana key words of one unquoted stretch of a sentence in kanji."""
    text = _COUNTED.sub(lambda m: m.group(1) + _COUNTERS[m.group(2)], text)
    # 「50もじ いない」: after a count only, 「いない」 is also "is not there"
    text = rx.sub(rf"(?<=[\d桁字歳日年月円間])\s?いない(?![{_KANA}])", "以内", text)
    text = rx.sub(rf"(?<![{_KANA}])まん\s?(?=\d+\s?(?:さい|歳))", "満", text)  # 「まん18さい」
    text = _WORD.sub(_word, text)
    return _STEM.sub(lambda m: _STEMS[m.group(1)], text)


_LISTED = rx.compile(r"[・/／]")
# words of a bound or a place that are also everyday nouns (いか is a squid, ひ a fire): no item of a list
_RELATIONS = {
    "いじょう",
    "いか",
    "みまん",
    "いこう",
    "いぜん",
    "ちょうか",
    "いがい",
    "まえ",
    "あと",
    "ほか",
    "ひ",
    "きょう",
}


def _word(match: re.Match[str]) -> str:
    """A hiragana key word in kanji, unless a word of a bound is an item of a list (「たこ・いか・えび」)."""
    before, after = match.string[: match.start()].rstrip(), match.string[match.end() :].lstrip()
    listed = _LISTED.match(after[:1]) or _LISTED.match(before[-1:]) or (before[-1:] == after[:1] == "、")
    counted = rx.search(r"[\d桁字歳日年月円間]$", before)  # 「3けた いか・すうじ のみ」: a bound
    value = match.group(1) in _RELATIONS and listed and not counted
    return match.group(0) if value else _WORDS[match.group(1)]
