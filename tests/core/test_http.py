"""HTTP header helpers: entity tags, If-Match and attachment names."""

from mdm.core.http import content_disposition, etag, if_match_allows


def test_content_disposition_escapes() -> None:
    header = content_disposition('say "hi" \\ 100%.txt')
    assert header == (
        "attachment; filename=\"say _hi_ _ 100_.txt\"; filename*=UTF-8''say%20%22hi%22%20%5C%20100%25.txt"
    )
    assert content_disposition("日本語.pdf").endswith("UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.pdf")


def test_if_match_takes_star_weak_and_lists() -> None:
    assert etag(3) == '"3"'
    assert if_match_allows(None, '"3"')
    assert if_match_allows(" * ", '"3"')
    assert if_match_allows('"1", W/"3"', '"3"')
    assert not if_match_allows('"2"', '"3"')
