"""Reads character-class words, named characters and literals from a sentence."""

from __future__ import annotations

import re
import string

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import NOCASE, QUOTED, blank_out
from mdm.rules import CLASS_NAMES, CLASS_REGEX

_SYMBOLS = r"[\p{P}\p{S}]"  # punctuation and symbols of every script (RE2 syntax)
# ("goes through capital approval", "a capital purchase": money, not a letter's case)
_NOT_CASE = (
    r"(?!\s+(?:approvals?|expenditures?|budgets?|assets?|equipment|projects?|purchases?|spend(?:ing)?|requests?"
    r"|gains?|costs?|investments?|reviews?|committees?|sign-?offs?|cit(?:y|ies)|goods|expense)\b)"
)
_CLASS_WORDS: list[tuple[str, str]] = [
    (r"[全半]角スペース|(?:full|half)[- ]?width\s+spaces?|ideographic\s+spaces?", "space"),
    (r"(?-i:\[?A-Za-z\]?|\[?a-zA-Z\]?)", "ascii_letters"),
    (r"(?-i:\[?A-Z\]?)", "upper"),
    (r"(?-i:\[?a-z\]?)", "lower"),
    (r"\[?0-9\]?", "digits"),
    # (not "ascii letters and digits only": the letters alone, read below; not "ASCII uppercase letters":
    # those letters, of ASCII already)
    (
        r"半角英数字?記号|英数字?記号|printable\s+ascii"
        r"|\bascii\b(?!\s+(?:letters|upper|lower|capital|digits|numbers|numerals|alphanumeric))",
        "ascii",
    ),
    (r"half[- ]?width\s+alphanumeric(?:s|\s+characters)?", "alphanumeric"),
    (r"half[- ]?width\s+(?:digits|numbers|numerals)", "digits"),
    (r"half[- ]?width\s+(?:letters|alphabet(?:ic)?(?:\s+characters)?)", "ascii_letters"),
    (r"half[- ]?width\s+(?:katakana|kana)|半角カタカナ|半角カナ", "halfwidth_katakana"),
    (r"full[- ]?width\s+(?:katakana|kana)|全角カタカナ|全角カナ", "katakana"),
    (r"full[- ]?width\s+hiragana|全角ひらがな", "hiragana"),
    (r"半角(?:の)?英数字?|英数字|英数|alphanumeric(?:s|\s+characters)?", "alphanumeric"),
    (rf"(?:upper[- ]?case|capital\b{_NOT_CASE})(?:\s+letters?|\s+characters?)?", "upper"),
    (r"lower[- ]?case(?:\s+letters?|\s+characters?)?", "lower"),
    # ("11 to 30 letters or digits": each character one or the other)
    (r"(?:letters|alphabets?)\s+(?:and|or)\s+(?:digits|numbers|numerals)", "alphanumeric"),
    (r"(?:digits|numbers|numerals)\s+(?:and|or)\s+(?:letters|alphabets?)", "alphanumeric"),
    (
        r"半角(?:の)?英?大文字|英大文字|大文字(?:の)?(?:英字|アルファベット)|アルファベット(?:の)?大文字",
        "upper",
    ),
    (
        r"半角(?:の)?英?小文字|英小文字|小文字(?:の)?(?:英字|アルファベット)|アルファベット(?:の)?小文字",
        "lower",
    ),
    (rf"(?:upper[- ]?case|capital\b{_NOT_CASE})(?:\s+letters?|\s+characters?)?|大文字", "upper"),
    (r"lower[- ]?case(?:\s+letters?|\s+characters?)?|小文字", "lower"),
    (r"(?:ascii|latin|english|roman)\s+letters|半角英字|英字|アルファベット|ローマ字", "ascii_letters"),
    # ("alphabets and spaces only": Indian English for letters)
    # (not "5 letters", a count of characters; but "5 letters only", "5 alphabetic characters", "1 letter":
    # of that class)
    (
        r"(?<![0-9] )(?<![0-9])(?:letters?|alphabets)\b|\balphabetic(?:al)?(?:\s+characters)?\b"
        r"|(?<=[0-9] )letters\s+only\b"
        r"|(?<![\d.])(?<=\b1 )letter\b(?!\s*(?:-|to|or)\s*\d)",  # "1 letter": one of that class
        "letters",
    ),
    (r"半角数字|数字|算用数字|\b(?:digits?|numbers|numerals?|numeric(?:al)?)(?:\s+characters)?\b", "digits"),
    (r"katakana|カタカナ|片仮名|カナ", "katakana"),
    (r"hiragana|ひらがな|平仮名", "hiragana"),
    # 「漢字・かな」, 「漢字かな交じり」: kana of either script beside kanji (not 「8桁かな」, a hedge)
    (
        r"(?<=漢字)\s*(?:[・、と]|または|及び|および)?\s*かな(?:交じり|混じり)?|かな(?=\s*(?:[・、と]|または)\s*漢字)",
        "hiragana+katakana",
    ),
    (r"kanji|漢字", "kanji"),
    (r"japanese(?:\s+characters)?|日本語", "hiragana+katakana+kanji"),
    (r"full[- ]?width|zenkaku|全角", "fullwidth"),
    (r"half[- ]?width|hankaku|半角", "halfwidth"),
    (r"\bspaces?\b|\bwhitespace\b|スペース|空白", "space"),
]
_EXTRA_WORDS: list[tuple[str, str]] = [
    (r"\bhyphens?\b|\bdash(?:es)?\b|ハイフン", "-"),  # ("the dash": not only "dashes")
    (r"\bunderscores?\b|アンダースコア|アンダーバー", "_"),
    (r"\bperiods?\b|\bdots?\b|\bfull stops?\b|ドット|ピリオド", "."),
    (r"\bcommas?\b|カンマ|コンマ", ","),
    (r"\bslash(?:es)?\b|スラッシュ", "/"),
    (r"\bapostrophes?\b|アポストロフィ", "'"),
    (r"\bampersands?\b|アンパサンド", "&"),
    (r"記号|\bsymbols?\b|\bspecial\s+characters?\b|\bpunctuation\b", string.punctuation),
]
# A quoted symbol listed among the classes: "letters, digits and '-'", 「英数字・「_」」
_LISTED_SYMBOL = rx.compile(
    r"(?:(?:,|、|・|と|や|および|及び|\band\b|\bor\b|\bplus\b|&)\s*+|(?<=」))(?:(?P<o>['\"])(?P<q>(?:[^\w\s'\"]|_){1,3})(?P=o)|「(?P<j>(?:[^\w\s」]|_){1,3})」)",
    NOCASE,
)
_CLASS_RES = [(rx.compile(p, NOCASE), name) for p, name in _CLASS_WORDS]
_EXTRA_RES = [(rx.compile(p, NOCASE), chars) for p, chars in _EXTRA_WORDS]


_NEGATED_BEFORE = rx.compile(
    # ("with or without a dash": either way, not refused)
    r"\b(?<!\bwith or )(?:no|not|without|except|excluding)\s+(?:contain\s+|include\s+)?"
    r"(?:any\s+|an?\s+|the\s+)?$",
    NOCASE,
)
_NEGATED_AFTER = rx.compile(
    # (「全角数字・スペースは不可」: each item of a list joined by 「・」 before the refusal)
    r"^(?:\s*[・や]\s*(?:(?!でない|ではない|以外)[^・や、。\s]){1,8}?){0,4}\s*(?:は|を|が)?\s*"
    r"(?:不可|含まない|含めない|禁止|使用不可|NG|以外|なし)"
    # "…; numbers with dash are not allowed": the character refused right after it
    r"|^\s+(?:are|is)\s+(?:not\s+(?:allowed|permitted|accepted)|forbidden|prohibited)\b",
    NOCASE,
)


def _negated(text: str, match: re.Match[str]) -> bool:
    """Tells whether a class word is negated ('no digits', '数字不可')."""
    before, after = text[max(0, match.start() - 26) : match.start()], text[match.end() :]
    return bool(_NEGATED_BEFORE.search(before) or _NEGATED_AFTER.match(after))


# A field's name before 「は」, 「には」 or a label's colon (「カナ名称は」, 「氏名(カナ)には」,
# 「仕入先名カナ:」) names the field, not a class of characters.
_NAME_TOPIC = rx.compile(
    r"^(?:[^、。はが「」:]{0,10}?|(?:(?!全角|半角|カタカナ|ひらがな|英字|英大|英小|英数|数字|漢字|記号|で入力|で構成)[^、。はが「」:]){11,20}?)"
    # ("著者名カナ:", "担当者名(漢字)は", 「英字略称:」: a name's field, whatever comes before 名)
    # (「券売機表示用カナ:」: a field of kana for a use)
    r"(?:名称|略称|名前|名義|名|フリガナ|ふりがな|よみがな|読み仮名|読み|項目|欄|用|表記)(?:カナ|かな)?"
    r"(?:\([^)]{1,8}\))?\s*(?:には|は|:)"
)


def find_classes(text: str) -> tuple[list[str], str]:
    """Finds the character classes and extra characters a sentence names (not negated ones)."""
    classes: list[str] = []
    text_said = text
    text = _NAME_TOPIC.sub("", rx.sub(r"^[^、。:「」]{1,10}記号\s*:", "", text))  # 「製造記号:」: a label
    wide = rx.search(r"全角(?:の)?スペース|full[- ]?width\s+spaces?", text, NOCASE)
    wide_space = wide is not None and not _negated(text, wide)
    text = blank_out(text, wide) if wide else text  # 「全角スペース」: U+3000, not every space or width
    # 「半角カナと半角スペースのみ」: the ASCII space, not the full-width one
    narrow = rx.search(r"半角(?:の)?(?:スペース|空白)|half[- ]?width\s+spaces?", text, NOCASE)
    narrow_space = narrow is not None and not _negated(text, narrow)
    text = blank_out(text, narrow) if narrow else text
    for pattern, name in _CLASS_RES:
        while match := pattern.search(text):
            if not _negated(text, match):
                classes.extend(c for c in name.split("+") if c not in classes)
            text = blank_out(text, match)
    extra = ""
    for pattern, chars in _EXTRA_RES:
        match = pattern.search(text)
        if match and not _negated(text, match):
            extra += chars
    for symbol in _LISTED_SYMBOL.finditer(text):  # "uppercase letters, digits, '-'"
        extra += "".join(c for c in symbol.group("q") or symbol.group("j") if c not in extra)
    extra += " " if narrow_space and " " not in extra else ""
    extra += "\u3000" if wide_space else ""
    if not set(classes) - {"space"}:
        return [], ""
    for case in ("upper", "lower"):  # "uppercase alphanumeric": the letters in that case, and digits
        if "alphanumeric" in classes and case in classes:
            classes = list(
                dict.fromkeys([case, "digits", *(c for c in classes if c not in ("alphanumeric", case))])
            )
        # "uppercase ASCII letters": the letters of that case (A-Z are ASCII), not every ASCII letter
        said = rx.search(rf"{case}[- ]?case\s+(?:ascii|latin|english|roman)\s+letters", text_said, NOCASE)
        if said and "ascii_letters" in classes and ({"upper", "lower"} - {case}).isdisjoint(classes):
            classes.remove("ascii_letters")
    return classes, extra


_NAMED: list[tuple[str, str]] = [
    (
        r"double\s+spaces?|two\s+spaces\s+in\s+a\s+row|連続(?:した|する)?(?:スペース|空白)|二重(?:スペース|空白)",
        "  ",
    ),
    (
        r"(?:(?:two|2)\s+)?consecutive\s+hyphens|double\s+hyphens|(?:two|2)\s+hyphens\s+in\s+a\s+row|連続(?:した|する)?ハイフン",
        "--",
    ),
    (
        r"(?:(?:two|2)\s+)?consecutive\s+underscores|double\s+underscores|(?:two|2)\s+underscores\s+in\s+a\s+row"
        r"|連続(?:した|する)?(?:アンダースコア|アンダーバー)",
        "__",
    ),
    (
        r"(?:(?:two|2)\s+)?consecutive\s+(?:dots|periods|full\s+stops)|double\s+(?:dots|periods)"
        r"|(?:two|2)\s+(?:dots|periods)\s+in\s+a\s+row|連続(?:した|する)?(?:ドット|ピリオド)",
        "..",
    ),
    (r"exclamation\s+(?:marks?|points?)|感嘆符|エクスクラメーションマーク|ビックリマーク", "!"),
    (r"question\s+marks?|疑問符|クエスチョンマーク", "?"),
    # 「半角スペースを含むことは不可」 (a full-width one is to be used): the half-width space is the ASCII one
    (r"半角(?:スペース|空白)|half[- ]?width\s+spaces?", " "),
    (r"(?:white)?spaces?|blanks?|スペース|空白", "SPACE"),
    (r"line\s*breaks?|new\s*lines?|改行(?:文字)?", "\n"),
    (r"全角スペース|full[- ]?width\s+spaces?|ideographic\s+spaces?", "\u3000"),
    (r"hyphens?|dash(?:es)?|ハイフン", "-"),
    (r"underscores?|アンダースコア|アンダーバー", "_"),
    (r"(?:the\s+)?at[- ]?(?:sign|mark|symbol)|@\s*mark|アットマーク", "@"),
    (r"slash(?:es)?|スラッシュ", "/"),
    (r"semi-?colons?|セミコロン", ";"),  # "no semicolons (breaks the csv export)"
    (r"(?<!semi)(?<!semi-)colons?|コロン", ":"),
    (r"periods?|dots?|full\s+stops?|ドット|ピリオド", "."),
    (r"commas?|カンマ|コンマ", ","),
    (r"apostrophes?|single\s+quotes?|アポストロフィ", "'"),
    (r"double\s+quotes?|quotation\s+marks?|ダブルクォート", '"'),
    (r"ampersands?|アンパサンド", "&"),  # "No ampersands in the description"
    (r"asterisks?|アスタリスク", "*"),
    # 「カッコは不可」, "no brackets": a value with brackets holds the opening one
    (r"square\s+brackets?|角括弧|角かっこ|大括弧", "["),
    (r"curly\s+(?:brackets?|braces)|braces|波括弧|中括弧", "{"),
    (r"angle\s+brackets?|山括弧", "<"),
    (r"(?:丸)?括弧|カッコ|かっこ|parenthes[ei]s|round\s+brackets?", "("),
    (
        r"pipe\s+(?:characters?|symbols?)|vertical\s+bars?|パイプ記号|縦棒",  # (a pipe alone is a word)
        "|",
    ),  # a delimiter of exports
    (r"tabs?|tab\s+characters?|タブ(?:文字)?", "\t"),
    (r"plus(?:\s+(?:signs?|symbols?|marks?))?|プラス(?:記号)?", "+"),
]
_NAMED_CLASSES: list[tuple[str, str, str]] = [
    (
        r"(?:upper[- ]?case|capital)\s+(?:letters?|characters?)|(?:半角)?英?大文字",
        "[A-Z]",
        "an upper-case letter",
    ),
    (r"lower[- ]?case\s+(?:letters?|characters?)|(?:半角)?英?小文字", "[a-z]", "a lower-case letter"),
    # "must contain a non-zero digit" (normalised "non-0 digit"): a digit 1 to 9
    (r"non-?(?:zero|0)\s+(?:digits?|numbers?|numerals?)", "[1-9]", "a non-zero digit"),
    (r"digits?|numbers?|numerals?|(?:半角)?数字", "[0-9]", "a digit"),
    (r"letters?|alphabets?|alphabetic\s+characters?|(?:半角)?英字|アルファベット", "[A-Za-z]", "a letter"),
    (r"(?:special\s+characters?|symbols?|punctuation(?:\s+marks?)?)|記号|特殊文字", _SYMBOLS, "a symbol"),
    (r"kanji|漢字", CLASS_REGEX["kanji"], "a kanji"),
    (r"hiragana|(?:全角)?ひらがな", CLASS_REGEX["hiragana"], "a hiragana"),
    (r"katakana|(?:全角)?カタカナ", CLASS_REGEX["katakana"], "a katakana"),
    (r"full[- ]?width\s+characters?|全角文字|全角", CLASS_REGEX["fullwidth"], "a full-width character"),
    (r"urls?|web\s+links?|links?|URL|リンク", r"(?:https?://|www\.)", "a URL"),
    # "Contact notes must contain an email address": an address among the words
    (
        r"e-?mail\s+address(?:es)?|e-?mail\s+ids?",
        r"[A-Za-z0-9._%+-]@[A-Za-z0-9-]+\.[A-Za-z]{2}",
        "an e-mail address",
    ),
    # "Notes must contain an email address or a phone number": a number among the words
    (r"(?:tele)?phone\s+numbers?", r"(?:\+|0)[0-9](?:[- ]?[0-9]){8,13}", "a phone number"),
]
_QUANT = r"(?:(?:at\s+least\s+)?(?:1|a|an|any)\s+)?"


def named_literal(word: str) -> tuple[str, str, str] | None:
    """Resolves a literal word to ('char', value, '') or ('class', regex, label)."""
    word = rx.sub(rf"^{_QUANT}", "", word.strip(), flags=NOCASE).strip()
    for pattern, value in _NAMED:
        if rx.fullmatch(pattern, word, NOCASE):
            return ("char", value, "")
    for pattern, regex, label in _NAMED_CLASSES:
        if rx.fullmatch(pattern, word, NOCASE):
            return ("class", regex, label)
    return None


# ("your seller prefix SLR-", "the company suffix -GB": whose affix it is, before it)
_FILLER = (
    r"(?:(?:the|your|our|its|their)\s+[A-Za-z-]+\s+(?=(?:prefix|suffix)\s)|the\s+|your\s+)?"
    r"(?:(?:prefix|suffix|string|text|characters?|letters?|word|value|code|sequence)\s+)?"
)
ASCII_RUN = r"[A-Za-z0-9_\-#@./:+&$%?=~]+"  # (a link's query too: "https://t.example.jp/?no=")
_JA_RUN = r"[^\s、。,.はがをもにの「」()]+"


_COUNTED = (
    r"(?:exactly\s+|precisely\s+)?\d+\s+(?:[a-z-]+\s+)?"
    r"(?:digits?|letters?|characters?|chars?|numerals?|symbols?)\b"
)


# "… and digits", ", & symbols": another class named after the first
_ANOTHER_CLASS = rx.compile(
    rf"\s*(?:,\s*)?(?:and|&|plus)\s+{_QUANT}(?:{'|'.join(p for p, _, _ in _NAMED_CLASSES)})(?![A-Za-z])",
    NOCASE,
)


def literal_after(text: str) -> str | None:
    """Reads the literal at the start of text: a named word, a quoted string or a token."""
    text = text.strip()
    for pattern in [p for p, _ in _NAMED] + [p for p, _, _ in _NAMED_CLASSES]:
        if match := rx.match(rf"{_QUANT}(?:{pattern})(?![A-Za-z])", text, NOCASE):
            if _ANOTHER_CLASS.match(text, match.end()):
                return None  # "contain letters and digits": classes listed, read by the class rules
            return match.group(0)
    if match := rx.match(QUOTED, text):
        return match.group(0)
    text = rx.sub(rf"^{_FILLER}", "", text, flags=NOCASE)
    # "the word 'DO NOT USE'", "the phrase 'DO NOT USE'": the quoted words after the filler
    if match := rx.match(rf"(?:(?:the\s+)?(?:words?|phrases?|terms?)\s+)?({QUOTED})", text, NOCASE):
        return match.group(1)
    text = rx.sub(r"^(?:a|an|the)\s+(?=\S)", "", text)  # "a zero" -> "0" (lower-case articles only)
    if rx.match(_COUNTED, text, NOCASE):
        return None  # "contain exactly 9 digits", "contain 2 letters": a count of characters, no literal
    if match := rx.match(r"[^\s,;、。]+", text):
        token = match.group(0).rstrip(".,;:!?)")
        return token.lstrip("(") or None
    return None


def literal_before(text: str) -> str | None:
    """Reads the literal at the end of text (Japanese word order: LITで始まる)."""
    text = text.rstrip()
    # (「「A」を1文字以上」: a count; the 1 of 「+81」 or 「A1」 is the literal's own)
    text = rx.sub(
        r"(?:を|が)?\s*(?:少なくとも|最低)?\s*(?<![0-9A-Za-z+#.-])1\s*(?:文字|つ|個)?\s*(?:以上)?\s*$",
        "",
        text,
    )
    text = rx.sub(r"\s*(?:という(?:文字列?|語|単語)?|の文字列?|を|が|は)\s*$", "", text)
    text = rx.sub(
        r"\s*の\s*(?:いずれか|どれか|どちらか|何れか)\s*$", "", text
    )  # 「A、B、Cのいずれかで始まる」
    if match := rx.search(rf"(?:{QUOTED})$", text):
        return match.group(0)
    # 「20~29で始まらない」: a span of equally long numbers, each a start (not its last number alone)
    span = rx.search(r"(?<![0-9A-Za-z.~-])(\d{2,})\s*[~\-]\s*(\d{2,})$", text)
    if span and len(span.group(1)) == len(span.group(2)):
        return span.group(0)
    if match := rx.search(rf"{ASCII_RUN}$", text):
        return match.group(0)
    if match := rx.search(rf"{_JA_RUN}$", text):
        return match.group(0)
    return None


def class_regex(classes: list[str], unit: str) -> str:
    """Chooses the regex class for the characters following a prefix."""
    if classes:
        parts = [CLASS_REGEX[c] for c in classes if c in CLASS_REGEX]
        return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
    if rx.match(r"digit|桁", unit, NOCASE):
        return "[0-9]"
    return "[A-Za-z]" if unit.lower().startswith("letter") else "."


def class_label(regex: str) -> str:
    """Names a class regex for a message."""
    names = {"[0-9]": "digits", "[A-Za-z]": "letters", ".": "characters"}
    for name, fragment in CLASS_REGEX.items():
        names.setdefault(fragment, CLASS_NAMES[name])
    return names.get(regex, "characters")
