"""Plain Japanese: hiragana key words read in kanji, spaces between Japanese words dropped."""

import pytest

from mdm.ai.engine.kana import plain_japanese


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("しょうすうてん いか は 3けた まで", "小数点以下は3桁まで"),
        ("まん18さい いじょう の かた", "満18歳以上のかた"),
        ("50もじ いない で いれて ください", "50文字以内で入れてください"),
        ("みらい の ひづけ は だめです", "未来の日付はだめです"),
        ("どようび と にちようび いがい", "土曜日と日曜日以外"),
        ("「JP-」で はじまり、その あと に すうじ 5けた", "「JP-」で始まり、その後に数字5桁"),
    ],
)
def test_plain_japanese_is_read_in_kanji(written: str, read: str) -> None:
    assert plain_japanese(written) == read


def test_only_whole_words_and_nothing_quoted_are_rewritten() -> None:
    assert plain_japanese("いかなる値も可") == "いかなる値も可"  # 「いか」 inside a word
    assert plain_japanese("「すうじ」 を ふくまない こと") == "「すうじ」を含まないこと"
    # 「いない」 is 「以内」 only after a count
    assert plain_japanese("はいって いない ものは だめ") == "はいっていないものはだめ"


def test_a_single_space_and_labels_stay() -> None:
    assert plain_japanese("半角英数字 8桁") == "半角英数字 8桁"  # one space: not written word by word
    labelled = plain_japanese("データ型: 文字列 入力規則: 半角 すうじ のみ")
    assert labelled == "データ型: 文字列 入力規則: 半角数字のみ"
