"""Normalising values before they are compared: Unicode compatibility forms (fullwidth and
halfwidth alike), case, accents, katakana as hiragana, punctuation and runs of spaces."""

import re
import unicodedata

import jaconv

_PUNCTUATION = re.compile(r"[^\w\s]+|_", re.UNICODE)
_SPACES = re.compile(r"\s+")
_DIGITS = re.compile(r"\D+")


def text(value: object) -> str:
    """The comparable form of a text: NFKC, case-folded, accents and punctuation dropped,
    katakana written as hiragana, spaces collapsed."""
    folded = unicodedata.normalize("NFKC", str(value)).casefold()
    stripped = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    stripped = unicodedata.normalize("NFC", stripped)
    return _SPACES.sub(" ", _PUNCTUATION.sub(" ", jaconv.kata2hira(stripped))).strip()


def email(value: object) -> str:
    """The comparable form of an e-mail address: trimmed, lower-cased, without a `+tag`."""
    local, _, domain = unicodedata.normalize("NFKC", str(value)).strip().lower().partition("@")
    return f"{local.split('+', 1)[0]}@{domain}" if domain else local


def phone(value: object) -> str:
    """The comparable form of a phone number: its last ten digits (country and trunk
    prefixes dropped)."""
    return _DIGITS.sub("", unicodedata.normalize("NFKC", str(value)))[-10:]


def tokens(value: object) -> list[str]:
    """The words of a normalised text (a text without spaces is one word)."""
    return [t for t in text(value).split(" ") if t]
