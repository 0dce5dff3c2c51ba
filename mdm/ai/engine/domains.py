"""Recognisers for the parts of e-mail addresses and URLs: allowed or forbidden domains, scheme."""

# ruff: noqa: RUF001, E501

from __future__ import annotations

import re

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import NOCASE, Description, pattern_rule
from mdm.ai.engine.words import find_classes
from mdm.rules import (
    CLASS_NAMES,
    CLASS_REGEX,
    AllOfRule,
    AnyOfRule,
    DomainRule,
    NotRule,
    PrefixRule,
    Rule,
    SchemeRule,
)

# Free-mail providers a steward means by "free mail" / 「フリーメール」 (not the paid mail of an internet
# provider such as @nifty or BIGLOBE, which stewards count as a customer's own address).
FREE_MAIL = (
    "gmail.com", "googlemail.com", "yahoo.com", "yahoo.co.jp", "ymail.com", "hotmail.com",
    "hotmail.co.jp", "outlook.com", "outlook.jp", "live.com", "live.jp", "msn.com", "icloud.com",
    "me.com", "mac.com", "aol.com", "gmx.com", "mail.com", "proton.me", "protonmail.com",
    "yandex.com", "zoho.com", "docomo.ne.jp", "ezweb.ne.jp", "au.com", "softbank.ne.jp",
    "i.softbank.jp", "excite.co.jp", "gmx.de", "gmx.net", "web.de",
    "t-online.de", "freenet.de", "yahoo.co.uk", "hotmail.co.uk", "live.co.uk", "btinternet.com",
    "yahoo.ca", "hotmail.ca", "live.ca", "yahoo.fr", "hotmail.fr", "yahoo.de", "hotmail.de", "yahoo.com.au",
    # the providers' European domains ("outlook": outlook.de as much as outlook.com)
    "outlook.de", "outlook.fr", "outlook.it", "outlook.es", "outlook.at", "outlook.be", "hotmail.it",
    "hotmail.es", "yahoo.it", "yahoo.es", "live.de", "live.fr", "live.it", "gmx.at", "gmx.ch",
    # Asia's and Russia's free mail ("free-mail accounts (gmail.com, …, 163.com, qq.com)")
    "qq.com", "foxmail.com", "163.com", "126.com", "yeah.net", "sina.com", "sohu.com", "naver.com",
    "hanmail.net", "daum.net", "rediffmail.com", "mail.ru", "yandex.ru",
)  # fmt: skip
_PROVIDERS = {
    "gmail": ("gmail.com", "googlemail.com"),
    "yahoo": (
        "yahoo.com",
        "yahoo.co.jp",
        "yahoo.co.uk",
        "yahoo.ca",
        "yahoo.fr",
        "yahoo.de",
        "yahoo.com.au",
        "yahoo.it",
        "yahoo.es",
        "ymail.com",
    ),
    "hotmail": (
        "hotmail.com",
        "hotmail.co.jp",
        "hotmail.co.uk",
        "hotmail.ca",
        "hotmail.fr",
        "hotmail.de",
        "hotmail.it",
        "hotmail.es",
    ),
    "outlook": (
        "outlook.com",
        "outlook.jp",
        "outlook.de",
        "outlook.fr",
        "outlook.it",
        "outlook.es",
        "outlook.at",
        "outlook.be",
    ),
    "icloud": ("icloud.com", "me.com", "mac.com"),
    "aol": ("aol.com",),
    "gmx": ("gmx.com", "gmx.de", "gmx.net", "gmx.at", "gmx.ch"),
}
# A provider named by its name ("anything but gmail/hotmail"): its domains, on a mail or URL field
PROVIDER_NAMED = rx.compile(r"\b(?:" + "|".join(_PROVIDERS) + r")\b(?!\.\w)", NOCASE)
# Mobile carriers' mail domains a steward means by 「キャリアメール」.
CARRIER_MAIL = ("docomo.ne.jp", "ezweb.ne.jp", "au.com", "softbank.ne.jp", "i.softbank.jp")
_CARRIER_WORDS = rx.compile(
    r"キャリアメール|携帯(?:キャリア)?(?:の)?メール|キャリアの(?:メール)?アドレス|(?:mobile\s+)?carrier\s+(?:e-?)?mail",
    NOCASE,
)
_FREE_WORDS = rx.compile(
    r"free[- ]?(?:e-?)?mail|web[- ]?mail|free\s+(?:e-?mail\s+)?providers?|フリーメール|"
    r"(?:freebie|free)\s+(?:e-?mail\s+)?(?:accounts?|address(?:es)?)|"
    r"フリーアドレス|無料メール|" + _CARRIER_WORDS.pattern,
    NOCASE,
)
# "Personal addresses" mean free mail only where they are refused ("no personal addresses");
# 「個人のメールアドレスも可」 allows them without naming any domain.
_PERSONAL_WORDS = rx.compile(
    # ("no personal/outside addresses": the personal ones among those outside)
    # ("no personal mail IDs": Indian English for addresses)
    r"(?:personal|private)(?:\s*/\s*(?:outside|external|other))?\s+(?:(?:e-?mail\s+|mail\s+)?(?:address(?:es)?|accounts?"
    r"|ids?|mail\s?box(?:es)?)|e-?mails?|mail\s?box(?:es)?|mail\b|stuff|ones)"
    r"|個人(?:の)?(?:メール)?アドレス|個人メール",
    NOCASE,
)
# (not the name before an address's @: "e.g. jane.tremblay@northwindsupport.ca" names one domain)
_DOMAIN = rx.compile(r"(?<![\w.-])[@.]?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})(?![\w@-])", NOCASE)
EXCLUDE = rx.compile(
    r"\bnot\b|\bcannot\b|(?<![.@-])\bno\b(?![.-]\w)|\bno-(?:go|no)\b|n't|\bnever\b|\bforbidden\b|\bprohibit(?:ed|s)?\b|\bbarred\b|\brefuse[sd]?\b|\breject\b|\bblock\b|\bbanned\b|\bblocked\b|\bdisallowed\b|\bexcept\b|\bexcluding\b"
    r"|\b(?:anything|everything)\s+(?:but|other\s+than)\b"  # "anything but gmail/hotmail"
    r"|\bnothing\s+(?:at|on|from|under)\s+(?=@?[a-z0-9-]+\.[a-z])"  # "nothing at gmail.com or yahoo.com"
    r"|\brejected\b|不可|禁止|対象外|(?<=は)\s*(?:登録)?エラー(?!\s*(?:に|と)?\s*(?:は|も)?\s*(?:ならない|なりません|ならず|しない|しません|せず))|(?-i:NG)(?![A-Za-z])|除く|以外|できない|認めない|使わない|使用しない|登録しない|入力しない|記入しない"
    r"|ダメ|だめ|駄目|入れない|(?<!http)(?<!https)\u00d7|使えない|使えません|使用できません|登録できません|入力できません|入力できない|(?<!エラー)(?<!NG)としない(?:こと|でください)?"
    r"|許容しない|許容(?:され|し)ません|許可しない|許可(?:され|し)ません|受け付けない|受け付けません|受付不可|させない|させません",
    NOCASE,
)
# A domain allowed as well as others: 'also accepted', 「も可」, 「登録エラーにならない」.
_ALLOWED_TOO = rx.compile(
    r"\b(?:(?:is|are)\s+)?also\s+(?:be\s+)?(?:fine|ok(?:ay)?|accepted|allowed|acceptable|permitted|valid|used)\b"
    r"|\b(?:fine|ok(?:ay)?|accepted|allowed|acceptable|permitted)\s+(?:too|as\s+well)\b"
    r"|\b(?:is|are)\s+(?:fine|ok(?:ay)?|acceptable)\b|\bcan\s+also\s+be\s+used\b"
    r"|も\s*(?:可|OK|よい|良い|いい|構わない|大丈夫|(?:登録|入力|使用)\s*(?:可|でき))|でも\s*(?:可|よい|良い|いい|OK|構わない)"
    r"|エラー\s*(?:に|と)?\s*(?:は|も)?\s*(?:ならない|なりません|ならず|しない|しません|せず)"
    r"|(?:弾|はじ)か(?:ない|ず)",
    NOCASE,
)
_URLISH = rx.compile(
    r"\burls?\b|\bsite\b|website|\blinks?\b|\bhost|\bpage|\bpoint(?:s|ing)?\s+(?:to|at)\b|サイト|リンク|ホームページ|ＵＲＬ|URL",
    NOCASE,
)
_OWN_ONLY = rx.compile(
    r"\bonly\b|\b(?:must|gotta|has\s+to|have\s+to|needs?\s+to)\s+be\s+(?:on|at|from|an?\s+@?\w)|\bmust\s+(?:use|have)\s+(?:the|an?|our)\s+@?[a-z0-9.-]+\s+domain\b|\b(?:our|the)\s+(?:own\s+)?(?:company|corporate)\b"
    r"|\b(?:company|corporate|own)\s+(?:e-?mail\s+)?domain\b|のみ|限る|限定|社内|自社|会社の",
    NOCASE,
)
# A site and a path under it: "https://cdn.example.jp/images/".
_URL_PATH = rx.compile(r"https?://[a-z0-9.-]+\.[a-z]{2,63}/[^\s\"'「」()]*[^\s\"'「」().,、;:!?]", NOCASE)
# "under github.com/acme/": a host and a path, written without the scheme
_BARE_PATH = rx.compile(
    r"(?<![\w./:@-])(?:[a-z0-9-]++\.)++[a-z]{2,63}/[^\s\"'「」()]*[^\s\"'「」().,、]", NOCASE
)
# "google.com/maps or maps.app.goo.gl": a second site after the first, its path or the host alone
_OR_SITE = rx.compile(
    r"\s*,?\s*(?:\bor|または|又は|か)\s*(?:on\s+|at\s+|under\s+)?((?:[a-z0-9-]++\.)++[a-z]{2,63})"
    r"(/[^\s\"'「」()]*[^\s\"'「」().,、])?(?![\w.-])",
    NOCASE,
)
_EXAMPLE_BEFORE = rx.compile(
    r"(?:\blike|\be\.g\.?|\bfor\s+example|\bexample\s*:|\bsuch\s+as|例)\s*[:,]?\s*$", NOCASE
)
_MAILISH = rx.compile(r"e-?mail|\bmail|address|@|メール|アドレス|ドメイン|domain", NOCASE)


# "This one CAN be a personal address": personal addresses let in, not refused
_PERSONAL_LET_IN = rx.compile(
    r"\b(?:can|may|could)\s+(?:also\s+)?be\s+(?:an?\s+)?(?=personal|private)", NOCASE
)


def _sample_site(text: str, start: int) -> bool:
    """Whether a site is written as a sample after 'Example:' ('Example: https://www.acme.ca'), not named."""
    before = rx.sub(r"(?:https?://)?$", "", text[:start], flags=NOCASE)
    return bool(rx.search(r"\bexample\s*:\s*$", before, NOCASE))


# "free-mail accounts (a.com, b.com) are not accepted", 「フリーメール(…)は不可」: the domains named as free mail
_FREE_LISTED = rx.compile(
    r"(?:free[- ]?mail|web[- ]?mail|personal|private|フリーメール)[^()\uff08\uff09]{0,20}[(\uff08]([^()\uff08\uff09]{1,200})[)\uff09]",
    NOCASE,
)


def _listed_as_free(text: str) -> set[str]:
    """The domains a sentence lists in brackets after naming free mail."""
    return {d for listed in _FREE_LISTED.finditer(text) for d in _named_domains(listed.group(1))}


def _free_mail_named(text: str) -> bool:
    """Whether a sentence names free mail: 'free-mail', 「フリーメール」, or refused 'personal addresses'."""
    # ("Personal email on file: anything but gmail": the field's name in a label, not what is refused)
    label = rx.match(r"[^:;.!?]{1,40}:", text)
    said = text[label.end() :] if label and not EXCLUDE.search(label.group(0)) else text
    personal = _PERSONAL_WORDS.search(said) and not _PERSONAL_LET_IN.search(text)
    return bool(_FREE_WORDS.search(text) or (personal and EXCLUDE.search(text)))


def _allowed_too(text: str) -> bool:
    """Whether an address is only allowed as well as others: 'private addresses are fine', 「gmail.comも可」."""
    text = _SUBDOMAINS_YES.sub(" ", text)  # 「サブドメインも可」 says how far the named domain reaches
    if _URLISH.search(text) or EXCLUDE.search(text) or _OWN_ONLY.search(text):
        return False
    return bool(_ALLOWED_TOO.search(text))


def _named_domains(text: str) -> list[str]:
    """Finds domain names ('example.co.jp', '@acme.com') and provider names ('gmail')."""
    # not a file in a URL's path ("https://cdn.northwind.ca/img/12345.jpg" names cdn.northwind.ca)
    paths = [(m.start(1), m.end()) for m in rx.finditer(r"https?://[^/\s]+(/[^\s\"'「」()]*)", text, NOCASE)]
    found = [
        m.group(1).lower()
        for m in _DOMAIN.finditer(text)
        if not rx.fullmatch(r"e\.g|i\.e", m.group(1))
        and not any(a <= m.start() < b for a, b in paths)
        and not _sample_site(text, m.start())
    ]
    # (not "Free-mail is fine, but disposable addresses (…) are refused": free mail let in)
    free_let_in = rx.search(
        r"free[- ]?(?:e-?)?mail(?:\s+(?:addresses|accounts))?\s+(?:is|are)\s+(?:fine|ok|okay|allowed|accepted|acceptable)"
        r"|フリーメール(?:も|は)?\s*(?:可|OK)",
        text,
        NOCASE,
    )
    if _free_mail_named(_CARRIER_WORDS.sub(" ", text)) and not free_let_in:
        found += FREE_MAIL
    elif _CARRIER_WORDS.search(text):
        found += CARRIER_MAIL
    for word, domains in _PROVIDERS.items():
        # (not "yahoo.co.jp", a domain named; but "… or yahoo." at a sentence's end)
        if rx.search(rf"\b{word}\b(?!\.\w)", text, NOCASE):
            found += domains
    return list(dict.fromkeys(found))


# "Other hosts rejected", "the other is not able to accept", "third-party mirrors are not permitted", "nothing
# else": the named domains only
_OTHERS_REFUSED = rx.compile(
    r"\b(?:the\s+|any\s+|all\s+)?(?:others?|another|third[\s-]part(?:y|ies))"
    r"(?:\s+(?:domains?|hosts?|sites?|addresses|ones|mirrors?|servers?))?\s+(?:(?:is|are)\s+)?"
    r"(?:not\s+(?:able\s+to\s+be\s+|able\s+to\s+)?(?:allowed|accepted|accept|permitted|valid)|rejected|refused|blocked"
    r"|forbidden|disallowed|prohibited|barred|invalid)\b\.?|\b(?:nothing|nowhere|anything|everything)\s+else"
    r"(?:\s+(?:is|are)\s+(?:rejected|refused|prohibited|barred|forbidden|not\s+(?:allowed|accepted)))?\b"
    # "no external domains", "no outside addresses": the others refused, said with "no"
    r"|\bno\s+(?:other|external|outside|foreign)\s+(?:e-?mail\s+)?(?:domains?|hosts?|sites?|addresses)\b"
    # "…at our own site (x.com), not the brand's one", ", not a competitor's site": the site set against another
    # (", not the main office domain": a few words naming it)
    r"|,\s*not\s+(?:the|an?|their|its|some)\s+(?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+(?:'s|s')?(?:\s+(?:own\s+)?(?:sites?|ones?|1|domains?"
    r"|pages?|websites?|links?|addresses))?\s*[.!]?\s*$"
    # "addresses on any other domain are not to be entered", "shall not be populated with an address on any
    # other domain": the others refused, said with the modal
    r"|\b(?:any|all|every)\s+other\s+(?:domains?|hosts?|sites?)\s+(?:must|shall|should|may|can)\s*not\s+be\s+"
    r"(?:accepted|allowed|permitted|entered|used|registered|recorded|populated)\b\.?"
    r"|\b(?:must|shall|should|may|can)\s*not\s+be\s+(?:populated|filled|entered|given|recorded)\s+with\s+(?:an?\s+)?"
    r"(?:e-?mail\s+)?(?:address(?:es)?|urls?|links?)\s+(?:on|at|from|to)\s+(?:any|an?)\s+other\s+(?:domains?|hosts?|sites?)\b\.?"
    # 「他サイト[x-mark]」, 「その他のドメインは不可」, 「外部OTAのURLは不可」, 「社外ドメインは不可」: the others refused
    r"|(?:他|ほか|その他|それ以外|よそ|余所|外部|社外|他社)の?(?:[A-Za-z]{2,8}の?)?(?:サイト|ドメイン|アドレス|URL)\s*(?:は|も)?\s*(?:→\s*)?"
    r"(?:\u00d7|不可|NG|ダメ|だめ|エラー)"
    # 「それ以外のドメインはバリデーションで弾く」, 「上記以外→[x-mark]」, 「[x-mark]:他ドメイン」 (not 「弾かない」)
    r"|(?:他|ほか|その他|それ以外|上記以外)の?(?:サイト|ドメイン|アドレス|URL)?\s*(?:は|も)?\s*(?:[→:]\s*)?"
    r"(?:(?:バリデーション|チェック|システム)?\s*で\s*)?(?:\u00d7|不可|NG|(?:弾|はじ)(?:く|き|いて))"
    r"|\u00d7\s*:\s*(?:他|その他|それ以外|上記以外)の?(?:サイト|ドメイン|アドレス|URL)",
    NOCASE,
)


_LET_IN = rx.compile(r"\b(?:fine|ok(?:ay)?|allowed|accepted|acceptable|use|welcome)\b|可|(?-i:OK)", NOCASE)


def _own_refused(text: str, own: str, others: list[str]) -> bool:
    """Whether the clause naming the own domain refuses it while one naming another lets that in ('must not be
    the company domain @acme.co.jp; gmail.com is fine')."""
    clauses = [c.lower() for c in rx.split(r"[;。()（）,、]|\s[-–]\s", text)]
    refused = [bool(EXCLUDE.search(c)) for c in clauses]
    own_refused = any(own in c and r for c, r in zip(clauses, refused, strict=True))
    let_in = [c for c, r in zip(clauses, refused, strict=True) if not r and _LET_IN.search(c)]
    return own_refused and any(o.split(".")[0] in c for o in others for c in let_in)


# "Work email on acme.co.za required; webmail is prohibited": the own domain demanded
_REQUIRED = rx.compile(r"\b(?:required|mandatory|compulsory)\b", NOCASE)
# (「…のみ登録可能です 個人用は不可です」: sentences joined again after a cut at their full stop)
# (a closing bracket of its own, "… portal.acme.com (do not paste the OEM's links here)", is a sentence apart)
# ("on fda.gov - no news sites": a remark after a spaced dash is a sentence of its own)
_SENTENCE_END = rx.compile(
    r"(?<=[a-z0-9)][.!])\s+(?=[A-Z])|\s*[;。]\s*|(?<=です|ます)\s+(?=\S)|\s+\((?=[^()]{4,}\)\s*\.?$)"
    r"|(?:(?<=[.!])\s*|\s+)[-\u2013\u2014]\s+",
    NOCASE,
)
_DEMANDS = rx.compile(
    r"\b(?:must|has\s+to|have\s+to|needs?\s+to|should|shall|(?:is|are)\s+to|only)\b|のみ|だけ|限る|限定",
    NOCASE,
)


def _refused(text: str) -> bool:
    """Whether the named domains are refused: not by a refusal in a sentence of its own that names none
    ('Links must point at https://a.sharepoint.com. No Dropbox.' demands the site)."""
    text = _OTHER_PLACES.sub(" ", text)  # "… (cdn.a.jp) - no links to retailer sites": others refused
    if (first := EXCLUDE.search(text)) is None:
        return False
    # "a https link into our SharePoint (a.sharepoint.com), no Dropbox links": the sites refused after the
    # one demanded are others, named by no domain
    before, after = text[: first.start()], text[first.start() :]
    if (
        rx.search(r"[,;(]\s*$|\s[-\u2013\u2014]\s*$", before)
        and rx.match(r"no\b", first.group(0), NOCASE)
        and _DEMANDS.search(before)
        and _named_domains(before)
        and not _named_domains(after)
        and not _free_mail_named(after)
    ):
        return False
    sentences = [s for s in _SENTENCE_END.split(text) if s.strip()]
    naming = [s for s in sentences if _named_domains(s) or _free_mail_named(s)]
    if len(naming) == len(sentences) or any(EXCLUDE.search(s) for s in naming):
        return True
    return not all(_DEMANDS.search(s) for s in naming)


def _others_in_reason(text: str, own: list[str]) -> bool:
    """Whether the sentences naming the own domains say 'only', and those naming others let nothing in."""
    sentences = [s for s in _SENTENCE_END.split(text) if s.strip()]
    owning = [s for s in sentences if any(o in s.lower() for o in own)]
    others = [s for s in sentences if s not in owning and _named_domains(s)]
    if not owning or not others or EXCLUDE.search(" ".join(owning)):
        return False
    if not all(_OWN_ONLY.search(s) or rx.search(r"だけ|\bexclusively\b", s) for s in owning):
        return False
    return not any(_LET_IN.search(s) or _ALLOWED_TOO.search(s) for s in others)


def _kept_beside_denied(text: str, domains: list[str]) -> list[str] | None:
    """The domains demanded before one denied by name ('on acme.com, not acme.net'), if the sentence says so."""
    denials = {
        d: found.start()
        for d in domains
        if (
            found := rx.search(
                rf"\b(?:not|no|never|except|excluding)\s+(?:on\s+)?@?{re.escape(d)}", text, NOCASE
            )
        )
    }
    kept = [d for d in domains if d not in denials and d not in FREE_MAIL]
    if not denials or not kept or len(kept) + len(denials) < len(domains) or not _DEMANDS.search(text):
        return None
    first = min(denials.values())
    return kept if all(text.lower().find(d) < first for d in kept) else None


# "under https://portal.acme.jp/catalog/ - links to other sites, or to other sections, are not allowed": a
# sentence refusing the other places says the path is the only one (no refusal of it)
_OTHER_PLACES = rx.compile(
    r"(?:^|(?<=[.;])|\s[-\u2013\u2014]\s)[^.;\u2013\u2014]*?\b(?:(?:other|another|any\s+other)\s+"
    r"(?:sites?|websites?|domains?|sections?|pages?|parts?|areas?|folders?|paths?|locations?)"
    # "- no links to retailer sites": sites of others, refused beside the one named
    r"|(?:retailers?|external|third[- ]party|outside|partners?|competitors?)'?\s+(?:sites?|websites?|pages?|domains?))"
    r"\b[^.;]*",
    NOCASE,
)


def _child_refused(text: str, domains: list[str]) -> Rule | None:
    """A domain let in and one of its subdomains refused in a clause of its own ('anything from acme.com is
    fine, nothing under test.acme.com'), or None."""
    if len(domains) != 2:
        return None
    parent, child = sorted(domains, key=len)
    if not child.lower().endswith("." + parent.lower()):
        return None
    # "any page on acme.com except dev.acme.com": the child excepted in the clause that lets the parent in
    excepted = rx.search(
        rf"\b(?:except|excluding|but\s+not|other\s+than|apart\s+from)\s+(?:(?:those|the\s+ones|ones|addresses"
        rf"|pages|sites|urls|links)\s+)?(?:(?:on|at|from|in|under)\s+)?@?{re.escape(child)}",
        text,
        NOCASE,
    )
    if not excepted and not _child_apart(text, parent, child):
        return None
    return AllOfRule(
        rules=[
            DomainRule(domains=[parent], exclude=False, subdomains=True),
            DomainRule(domains=[child], exclude=True, subdomains=True),
        ]
    )


def _child_apart(text: str, parent: str, child: str) -> bool:
    """Whether the child is refused in a clause of its own, apart from the one that lets its parent in."""
    clauses = [c.lower() for c in rx.split(r"[;。,、()]|\s[-–]\s", text)]
    naming_child = [c for c in clauses if child.lower() in c]
    naming_parent = [c for c in clauses if parent.lower() in c.replace(child.lower(), "")]
    if len(naming_child) != 1 or len(naming_parent) != 1 or naming_child == naming_parent:
        return False
    # (not "jp.acme.com also OK but no other subdomains": the subdomain let in beside its parent)
    also = rx.search(r"\b(?:also|too|as\s+well)\b|も(?:可|OK)", naming_child[0], NOCASE)
    return bool(EXCLUDE.search(naming_child[0])) and not EXCLUDE.search(naming_parent[0]) and not also


# suffixes under which only others' domains are registered (an address is never on the suffix itself)
_PUBLIC_SUFFIXES = frozenset(
    {
        "ac.jp",
        "co.jp",
        "go.jp",
        "or.jp",
        "ne.jp",
        "lg.jp",
        "ed.jp",
        "gr.jp",
        "ad.jp",
        "ac.uk",
        "co.uk",
        "gov.uk",
    }
    | {
        "org.uk",
        "ac.kr",
        "co.kr",
        "go.kr",
        "com.au",
        "edu.au",
        "gov.au",
        "co.nz",
        "com.cn",
        "edu.cn",
        "gov.cn",
    }
)


def domain(ctx: Description) -> Rule | None:
    """Understands 'company domain example.co.jp only', 'no free-mail addresses', 'URL on example.com'."""
    if ctx.field_type not in ("string", "text", "email", "url"):
        return None
    if _OTHERS_REFUSED.search(ctx.text) and _DOMAIN.search(_OTHERS_REFUSED.sub(" ", ctx.text)):
        ctx = Description(_OTHERS_REFUSED.sub(" only ", ctx.text), ctx.field_type, ctx.field_name)
    domains = _named_domains(ctx.text)
    if not domains:
        return None
    if _allowed_too(ctx.text):
        return None  # "gmail.com is also accepted", 「…は登録エラーにならない」: no restriction
    named_only = not _DOMAIN.search(ctx.text) and not _free_mail_named(ctx.text)
    if named_only and not rx.search(r"\bonly\b|のみ|限|" + EXCLUDE.pattern, ctx.text, NOCASE):
        return None  # a bare provider name ("gmail") says nothing on its own
    url = ctx.field_type == "url" or (bool(_URLISH.search(ctx.text)) and ctx.field_type != "email")
    providers = rx.search(r"\b(?:gmail|yahoo|hotmail|outlook|icloud)\b", ctx.text, NOCASE)
    if not url and not _MAILISH.search(ctx.text) and ctx.field_type != "email" and not providers:
        return None  # a domain with no word of mail or web (but "no gmail/yahoo" is about mail)
    text = ctx.text
    if child := _child_refused(text, domains):
        return child
    # "an .ac.jp domain": a name given with its leading dot is a suffix, subdomains included
    # (「「.co.jp」ドメインのみ」: quoted the same)
    subdomains = url or bool(rx.search(r"(?:^|[\s「\"'(])\.[a-z0-9-]+\.", text, NOCASE))
    # "ac.jp または go.jp のドメイン": a registry's own suffix names the domains under it
    subdomains = subdomains or all(d in _PUBLIC_SUFFIXES for d in domains)
    said_apart = False
    if match := rx.search(_SUBDOMAINS_NO, text):
        subdomains, said_apart, text = False, True, text[: match.start()] + text[match.end() :]
        if rx.search(r"(?<!\bno\s)(?<!\bnot\s)(?<!\beven\s)\bwww\b(?!\.)", ctx.text, NOCASE):
            # "acme.com only, www allowed, no other subdomains": the www host beside each domain
            domains = [*domains, *(f"www.{d}" for d in domains if not d.startswith("www."))]
    elif match := rx.search(_SUBDOMAINS_YES, text):
        subdomains, text = True, text[: match.start()] + text[match.end() :]
    own = [d for d in domains if d not in FREE_MAIL and d not in _listed_as_free(text)]
    if own and len(own) < len(domains) and _own_refused(text, own[0], [d for d in domains if d not in own]):
        # "must not be the company domain @acme.co.jp; gmail.com is fine": the own domain is what is refused
        return DomainRule(domains=own, exclude=True, subdomains=subdomains)
    if (
        own
        and len(own) < len(domains)
        and EXCLUDE.search(text)
        and _OWN_ONLY.search(_REQUIRED.sub(" only ", text))
    ):
        # "must be company domain @a.co.kr, gmail is not allowed": the provider refused restates the allowed list
        return DomainRule(domains=own, exclude=False, subdomains=subdomains)
    if own and len(own) < len(domains) and _others_in_reason(text, own):
        # 「うちのドメインだけOK。個人のGmailとかで登録されると…」: a provider named in a sentence of its own
        # that lets nothing in is the reason the own domain is the only one
        return DomainRule(domains=own, exclude=False, subdomains=subdomains)
    if own and _free_mail_named(text) and _OWN_ONLY.search(text):
        # "on our company domain (@acme.co.jp) - no personal addresses": the free-mail refusal
        # restates the allowed list
        return DomainRule(domains=own, exclude=False, subdomains=subdomains)
    if url and (path := _URL_PATH.search(text)) and not _EXAMPLE_BEFORE.search(text[: path.start()]):
        # "…/images/ 配下のみ", "not under …/private/" (not "like https://cdn.a.ca/img/1.jpg": a sample of the site)
        under = PrefixRule(value=path.group(0), case_sensitive=False)
        # the clause of the path says whether it is refused (not "…/compound/ (…, not substance pages)")
        before = rx.split(r"[;。、]|\.\s", text[: path.start()])[-1]
        after = rx.split(r"[;。、(]|\.(?:\s|$)", text[path.end() :], maxsplit=1)[0]
        return (
            NotRule(rule=under)
            if EXCLUDE.search(_OTHER_PLACES.sub(" ", before + path.group(0) + after))
            else under
        )
    if (
        url and (bare := _BARE_PATH.search(text)) and not _EXAMPLE_BEFORE.search(text[: bare.start()])
    ):  # either scheme, then the host and path as written
        written: Rule = _under(bare.group(0), ".*")
        if other := _OR_SITE.match(text, bare.end()):
            # "google.com/maps or maps.app.goo.gl": either site
            tail = other.group(2) or ""
            written = AnyOfRule(
                rules=[written, _under(other.group(1) + tail, ".*" if tail else "(?:[/?#].*)?")]
            )
        return NotRule(rule=written) if EXCLUDE.search(text) else written
    if (kept := _kept_beside_denied(text, domains)) is not None:
        # "must be on acme.com, not acme.net": the one demanded; the one denied beside it is outside it anyway
        return DomainRule(domains=kept, exclude=False, subdomains=subdomains)
    refused = _refused(text)
    # 「go.jp ドメイン不可」: a domain refused takes its subdomains with it (unless the sentence says so apart)
    rule = DomainRule(domains=domains, exclude=refused, subdomains=subdomains or (refused and not said_apart))
    if url and not rule.exclude and rx.search(r"https://(?:www\.)?[a-z0-9.-]+", text, NOCASE):
        return AllOfRule(rules=[SchemeRule(schemes=["https"]), rule])  # the site given as https://…
    return rule


def _under(site: str, rest: str) -> Rule:
    """An address under a site written without its scheme ('google.com/maps'): either scheme, and the
    www host beside the bare one."""
    www = "" if site.lower().startswith("www.") else "(?:www\\.)?"
    return pattern_rule(f"(?s)https?://{www}{re.escape(site)}{rest}", f"must be under {site}")


_SUBDOMAINS_NO = rx.compile(
    # "… only / subdomains NG", "sub-domains rejected"
    r"(?:\s*[/,;]\s*|\(?)\s*(?:(?:but\s+)?no\s+(?:other\s+)?subdomains?(?:\s+than\s+www\b)?|subdomains?\s+(?:are\s+|is\s+)?(?:not\s+(?:allowed|accepted|permitted)|forbidden"
    r"|excluded|rejected|refused|(?-i:NG)(?![A-Za-z])|not\s+ok(?:ay)?\b)"
    r"|サブドメイン(?:は)?(?:不可|禁止|NG|を含まない|除く))\s*\)?",
    NOCASE,
)
_SUBDOMAINS_YES = rx.compile(
    # "on the domain x.co.uk or on a subdomain of it"
    r"\(?\s*(?:(?:or|and)\s+(?:on\s+|at\s+)?(?:an?\s+|any\s+)?subdomains?\s+(?:of\s+(?:it|that|this|them)|thereof)"
    r"|(?:including|and|or\s+any\s+of\s+its|and\s+its|or\s+its|or\s+their|and\s+their)\s+subdomains?"
    r"|(?:or|and)\s+(?:any|one|each|all)\s+of\s+(?:its|their)\s+subdomains?"
    r"|subdomains?\s+(?:are\s+)?(?:allowed|accepted|ok)"
    # "(subdomains such as shop.kyowa-gas.jp are fine)": one named as a sample
    r"|subdomains?\s+(?:such\s+as|like|e\.g\.?)\s+[a-z0-9.-]+\.[a-z]{2,}\s+(?:are|is)\s+(?:fine|allowed|accepted|ok|okay)"
    # 「nakamura-buhin.jpまたはそのサブドメイン」
    r"|(?:または|もしくは|又は|と|及び|および|、)\s*(?:その|それらの)\s*サブドメイン(?:も|を)?(?:含む|可)?"
    r"|サブドメイン(?:も|を)?(?:可|含む|許可|OK))\s*\)?",
    NOCASE,
)


_HTTPS_ONLY = rx.compile(
    r"https\s*(?:://)?\s*(?:の(?:やつ|もの|URL)\s*)?(?:only|のみ|だけ|限定|に限る|であること|必須)|only\s+https|https\s+(?:urls?|links?|address(?:es)?|web\s+address(?:es)?)"
    r"|(?:use|uses|using|be|over|via|require[sd]?)\s+(?:in\s+)?(?:an?\s+|the\s+)?https\b|secure\s+(?:https\s+)?urls?|SSL|TLS|http(?:://)?\s*(?:は|:)?\s*(?:もう\s*)?(?:不可|ダメ|だめ|駄目|NG|禁止)"
    r"|(?:not|no)\s+(?:plain\s+)?http\b(?!s)|httpsで|(?:^|は|:)\s*https$|\(\s*https\s*\)|secure\s+(?:links?|urls?|addresses)"
    r"|https\s*の?\s*(?:URL|アドレス|リンク|サイト|ページ)|(?:not|n't)\s+use\s+(?:plain\s+)?http\b(?!s)"
    r"|https\s+(?:is\s+)?(?:required|mandatory)|https\s*(?:が|は)?\s*必須"  # "Estate website URL: https required"
    # "the homepage with https, http is not allowed", "the company website is https",
    # "Plain http links should be rejected", "http URLs are not allowed"
    r"|\bwith\s+https\b(?!:)|\b(?:is|are)\s+(?:always\s+)?https\s*$"
    r"|\bhttp\b(?!s)(?::/+)?(?:\s+(?:links?|urls?|addresses|sites?|websites?|pages?))?\s+"
    r"(?:(?:is|are|should\s+be|must\s+be|will\s+be|gets?)\s+)?(?:not\s+(?:allowed|accepted|permitted|valid)|rejected"
    r"|refused|blocked|forbidden|prohibited)",
    NOCASE,
)


def scheme(ctx: Description) -> Rule | None:
    """Understands 'https only', 'must use https', 'httpsのみ'."""
    if ctx.field_type not in ("string", "text", "url"):
        return None
    if rx.search(
        r"\bhttps?\s+(?:or|and)\s+https?\b|https?\s*/\s*https?|http(?:s)?\s*(?:または|か)\s*https?",
        ctx.text,
        NOCASE,
    ):
        # "must be http or https", "links with https or http are both fine": not ftp, mailto...
        return SchemeRule(schemes=["http", "https"])
    if _HTTPS_ONLY.search(ctx.text):
        named = domain(ctx) if _DOMAIN.search(ctx.text) else None
        https = SchemeRule(schemes=["https"])
        return (
            AllOfRule(rules=[https, named]) if named is not None else https
        )  # "HTTPS link on docs.acme.com only"
    return None


# "in the format of firstname.lastname@acme.co.jp (all small letters)": an address whose local part is a
# person's names joined by a mark, on the domain given
_NAME_TEMPLATE = rx.compile(
    r"(?<![\w.-])(?:first[\s_-]?name|given[\s_-]?name|fname)([._-])(?:last[\s_-]?name|surname|family[\s_-]?name|lname)"
    r"@((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})(?![\w-])",
    NOCASE,
)
_LOWER_SAID = rx.compile(r"lower[- ]?case|small\s+letters|小文字", NOCASE)


def name_template(ctx: Description) -> Rule | None:
    """Understands 'firstname.lastname@acme.co.jp': two names joined by the mark, on that domain."""
    if ctx.field_type not in ("string", "text", "email"):
        return None
    match = _NAME_TEMPLATE.search(ctx.text)
    if match is None or rx.search(r"\b(?:not|never|no)\b|不可|禁止", ctx.text[: match.start()], NOCASE):
        return None
    # ("firstname.lastname@acme.com or acme.co.jp", "… or initials@acme.co.jp": other addresses or hosts
    # are let in too, read as the domains they name)
    rest = ctx.text[: match.start()] + " " + ctx.text[match.end() :]
    if rx.search(r"[\w-]@|@[\w-]", rest) or _DOMAIN.search(rest):
        return None
    letters = "[a-z]" if _LOWER_SAID.search(ctx.text) else "[A-Za-z]"
    # "(hyphenated surnames allowed)": a name may be two joined by a hyphen
    name = f"{letters}+(?:-{letters}+)*" if rx.search(r"hyphen", ctx.text, NOCASE) else f"{letters}+"
    mark, host = re.escape(match.group(1)), match.group(2).lower()
    return pattern_rule(
        f"{name}{mark}{name}@{re.escape(host)}",
        f"must be a first name and a last name joined by {match.group(1)!r} at {host}",
    )


# 「@より前は英小文字・数字・ドットのみ」, "the part before the @ may only contain lowercase letters, digits and
# dots": the characters of an address's local part
_LOCAL_PART = rx.compile(
    r"(?:@(?:マーク)?(?:より|の)前(?:の部分)?|ローカル部(?:分)?|(?:the\s+)?(?:part|bit|text)\s+before\s+(?:the\s+)?@"
    # 「ローカル部(@より前)は」, 「@より前(ローカル部)は」: the part named again in brackets
    r"|(?:the\s+)?local[- ]part)\s*(?:\((?:@|the\s+part\s+before|local[- ]part|ローカル部)[^()]{0,20}\)\s*)?"
    r"(?:(?:は|が)\s*、?|:|に(?=\s*[「\"'][^」\"']{1,5}[」\"']\s*を\s*含)|に(?=[^「」。]{1,30}のみ)|must\s+(?:only\s+)?(?:be|contain|use)"
    r"|(?:may|can)\s+only\s+(?:contain|use|be)|(?=\s*only\b)"
    r"|(?=\s+(?:lower[- ]?case|upper[- ]?case|letters|digits|alphanumeric|half[- ]width)\b[^.;]*\bonly\s*(?:\(|[.;]|$))|(?:may|can|must|should)\s+(?:contain|use)\s+only"
    r"|(?:is|should\s+be)(?=\s+(?:first|given|last|sur)[-_ ]?name\s*\.)"
    r"|(?=\s+(?:first|given|last|sur)[-_ ]?name\s*\.))"
    r"\s*(?:only\s+)?(?P<said>(?:[^。.;]|(?<=\w)\.(?=\w)|(?<=[「姓名])\.(?=[」姓名])){2,60}?)\s*(?:のみ|だけ|only)?"
    r"\s*(?:使用可(?:能)?|可|とする|です|であること|allowed|permitted|(?:を)?使用して(?:ください|下さい)|として(?:ください|下さい))?\s*"
    # 「…のみ使用可(例: order.vn01@…)」: an example
    r"(?:\((?:例|e\.g\.)[^()]{1,60}\)\s*)?[。.]?$",
    NOCASE,
)


# "firstname.lastname (lowercase letters, one dot)", 「姓.名(半角小文字)」: a person's names joined by a dot
_NAME_DOT_NAME = rx.compile(
    r"\s*「?(?:first[-_ ]?name|given[-_ ]?name|first|name|surname|last[-_ ]?name|姓|名)\s*\.\s*"
    r"(?:last[-_ ]?name|surname|family[-_ ]?name|last|first[-_ ]?name|first|姓|名)(?:\b|」)(?:\s*の\s*(?:形式|形))?"
    r"(?P<how>\s*(?:\([^()]{1,40}\)|,?\s*(?:in\s+|all\s+)?(?:lower|upper)[- ]?case(?:\s+letters)?(?:\s+only)?))?\s*[.。]?\s*$",
    NOCASE,
)


def local_part(ctx: Description) -> Rule | None:
    """Understands 「@より前は英小文字・数字・ドットのみ」, 'the local part must be lowercase', 'firstname.lastname':
    what stands before the @ of an address."""
    if ctx.field_type not in ("string", "text", "email") or not (found := _LOCAL_PART.search(ctx.text)):
        return None
    if held := rx.fullmatch(
        r"\s*[「\"']([^」\"']{1,5})[」\"']\s*を\s*含(?:む|むこと)\s*(?:\(.*\))?\s*", found.group("said")
    ):
        # 「ローカル部に「.」を含む」: the text held before the @, not anywhere in the address
        mark = held.group(1)
        return pattern_rule(f"(?s)[^@]*{re.escape(mark)}[^@]*@.*", f'must have "{mark}" before the @')
    if named := _NAME_DOT_NAME.match(found.group("said")):
        # "the local part must be firstname.lastname (lowercase letters, one dot)": two names and a dot
        letters = (
            "[a-z]" if rx.search(r"lower[- ]?case|小文字", named.group("how") or "", NOCASE) else "[A-Za-z]"
        )
        return pattern_rule(
            f"(?s){letters}+\\.{letters}+@.*", "must have a first name, a dot and a last name before the @"
        )
    said_case = rx.fullmatch(
        r"\s*(?:all\s+|in\s+)?(lower|upper)[- ]?case\s*(?:only)?\s*[.。]?\s*|\s*(小|大)文字\s*(?:であること|とする)?\s*",
        found.group("said"),
        NOCASE,
    )
    if said_case:  # "the local part must be lowercase", 「ローカル部は小文字」: no letters of the other case
        lower = (said_case.group(1) or "").lower() == "lower" or said_case.group(2) == "小"
        other, name = ("A-Z", "upper") if lower else ("a-z", "lower")
        return pattern_rule(f"(?s)[^{other}@]+@.*", f"must have no {name}-case letters before the @")
    classes, extra = find_classes(found.group("said"))
    if not classes:
        return None
    parts = [CLASS_REGEX[c] for c in classes if c in CLASS_REGEX] + [re.escape(c) for c in extra]
    names = [CLASS_NAMES[c] for c in classes if c in CLASS_NAMES] + [f'"{c}"' for c in extra]
    said = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]
    return pattern_rule(f"(?s)(?:{'|'.join(parts)})+@.*", f"must have only {said} before the @")


# "no IP addresses", 「IPアドレス不可」 on an address: the host must be a name, not numbers
_IP_HOST_REFUSED = rx.compile(
    r"\b(?:no|not|never|without)\s+(?:an?\s+)?(?:raw\s+|bare\s+|numeric\s+)?ip(?:v4)?\s+(?:addresses|address|hosts?)\b"
    r"|\bip(?:v4)?\s+(?:addresses|address|hosts?)\s+(?:are|is)\s+(?:not\s+(?:allowed|accepted|permitted)|rejected|refused)"
    # (「IPアドレス指定は不可」, 「IPアドレス直打ちのURLは不可」)
    r"|IP\s*アドレス\s*(?:(?:は|を|の|で)?\s*(?:使用|入力|指定|直打ち|直書き|表記|直接指定|直接入力))?\s*(?:の\s*URL)?\s*(?:は|も)?\s*"
    r"(?:不可|禁止|NG|使えない|使えません|認めない)"
    # "the host must not be a bare IP address"
    r"|\bhost(?:\s*name)?\s+(?:must\s+not|cannot|can't|should\s+not|may\s+not)\s+be\s+(?:an?\s+)?"
    r"(?:raw\s+|bare\s+|numeric\s+)?ip(?:v4)?(?:\s+address)?\b"
    # "must not point to localhost or an IP address"
    r"|\b(?:must\s+not|cannot|can't|should\s+not|may\s+not|never)\s+(?:point|link|go|resolve)\s+to\s+(?:localhost\s+or\s+)?"
    r"(?:an?\s+)?(?:raw\s+|bare\s+|numeric\s+)?ip(?:v4)?\s+(?:address(?:es)?|hosts?)\b",
    NOCASE,
)


def ip_host(ctx: Description) -> Rule | None:
    """Understands 'no IP addresses', 「IPアドレス不可」, 'no localhost' on a URL: a host written as numbers
    (or the machine's own name) is refused."""
    if ctx.field_type not in ("url", "string", "text"):
        return None
    local = pattern_rule(
        r"(?is)[a-z][a-z0-9+.-]*://localhost(?::[0-9]+)?(?:[/?#].*)?", "must have localhost as its host"
    )
    if not _IP_HOST_REFUSED.search(ctx.text):
        # "no localhost", 「localhostは不可」: the machine's own name refused alone
        refused = r"\bno\s+localhost\b|\blocalhost\s+(?:is\s+)?not\s+allowed|localhost\s*(?:は|も)?\s*(?:不可|禁止|NG)"
        return NotRule(rule=local) if rx.search(refused, ctx.text, NOCASE) else None
    ip = NotRule(
        rule=pattern_rule(
            r"(?s)[A-Za-z][A-Za-z0-9+.-]*://(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|\[[0-9A-Fa-f:.]+\])(?::[0-9]+)?(?:[/?#].*)?",
            "must have an IP address as its host",
        )
    )
    if not rx.search(r"\blocalhost\b", ctx.text, NOCASE):
        return ip
    return AllOfRule(rules=[ip, NotRule(rule=local)])  # "no IP addresses or localhost": its own name too


# "no port numbers", 「ポート番号の指定は不可」: a link names no port after its host
_PORT_REFUSED = rx.compile(
    r"ポート(?:番号)?\s*(?:の)?\s*(?:指定|付き|付与|入力|記載|明記)?\s*(?:は|も)?\s*(?:不可|禁止|NG|しない|しないこと|できない|できません)"
    r"|\bno\s+(?:explicit\s+)?port(?:\s+numbers?)?\b|\bports?(?:\s+numbers?)?\s+(?:are|is)\s+not\s+(?:allowed|accepted|permitted)"
    r"|\bwithout\s+(?:an?\s+)?(?:explicit\s+)?port\b"
    r"|\b(?:must|should|may)\s+not\s+(?:include|contain|have|specify|use)\s+(?:an?\s+)?(?:explicit\s+)?port\b",
    NOCASE,
)


def port_refused(ctx: Description) -> Rule | None:
    """Understands 'no port numbers', 「ポート番号の指定は不可」 on a URL: nothing like ':8443' after the host."""
    if ctx.field_type not in ("url", "string", "text") or not _PORT_REFUSED.search(ctx.text):
        return None
    return NotRule(
        rule=pattern_rule(
            r"(?s)[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*:[0-9]+(?:[/?#].*)?",
            "must have a port number after its host",
        )
    )


# "the path must start with /tenders/", 「パスは/tenders/で始まること」: where on its host a link points
_PATH_START = rx.compile(
    r"^(?:[^:]{1,30}:\s*)?(?:(?:and|but)\s+)?(?:the\s+)?(?:url\s+)?path\s+(?:must|should|has\s+to|needs\s+to)?\s*"
    r"(?P<not>(?:not|never)\s+)?(?:start|begin|starting|beginning)s?\s+with\s+"
    r"(?P<path>['\"]?/[\w./~%-]*['\"]?(?:\s*(?:,|\bor\b)\s*['\"]?/[\w./~%-]*['\"]?)*)\s*(?:\([^()]{1,40}\))?\s*[.。]?$"
    r"|^(?:[^:]{1,30}:\s*)?パス\s*(?:は|が)\s*[「\"']?(?P<ja>/[\w./~%-]*)[」\"']?\s*(?:で|から)\s*始ま(?:る|ること|ります)\s*[。.]?$",
    NOCASE,
)


def url_path(ctx: Description) -> Rule | None:
    """Understands 'the path must start with /tenders/' on a URL: the path after the host, not the text."""
    if ctx.field_type != "url" or not (found := _PATH_START.search(ctx.text.strip())):
        return None
    paths = rx.findall(r"/[\w./~%-]*", found.group("path") or found.group("ja"))
    said = " or ".join(f'"{path}"' for path in paths)
    either = "|".join(re.escape(path) for path in paths)
    rule = pattern_rule(
        f"(?s)[A-Za-z][A-Za-z0-9+.-]*://[^/?#]+(?:{either}).*", f"must have a path starting with {said}"
    )
    return NotRule(rule=rule) if found.group("not") else rule  # "the path must not start with /admin/"
