"""Passwords: argon2id hashes, the minimum length, verification."""

import pytest

from mdm.core.errors import BadRequest
from mdm.sessions import passwords


def test_hashes_are_argon2id_and_verify() -> None:
    stored = passwords.hash_password("Zwölf Zeichen genügen")
    assert stored.startswith("$argon2id$")
    assert passwords.verify(stored, "Zwölf Zeichen genügen")
    assert not passwords.verify(stored, "zwölf Zeichen genügen")
    assert not passwords.needs_rehash(stored)


@pytest.mark.parametrize("password", ["", "elevenchars", "\uff11" * 11])
def test_short_passwords_are_refused(password: str) -> None:
    with pytest.raises(BadRequest, match="at least 12 characters"):
        passwords.hash_password(password)


def test_twelve_characters_of_any_script_are_enough() -> None:
    assert passwords.verify(passwords.hash_password("パスワードは十二文字です"), "パスワードは十二文字です")


def test_no_hash_or_a_broken_one_never_verifies() -> None:
    assert not passwords.verify(None, "anything at all here")
    assert not passwords.verify("not-a-hash", "anything at all here")
    assert not passwords.verify(passwords.hash_password("a" * 20), "a" * 5000)  # over the cap
