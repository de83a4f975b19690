"""The French edition's catalogs: complete, well-formed, and chosen as the player asks (#25)."""

from __future__ import annotations

import re
import string

import pytest

from cresus_tui import i18n
from cresus_tui.i18n import catalogs


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_every_marked_string_has_a_french_translation():
    missing = [f"{area} {where} {msgid!r}" for area, where, msgid in catalogs.untranslated("fr")]
    assert missing == [], "\n".join(missing[:50]) + f"\n({len(missing)} without French)"


def _fields(text: str) -> list[str]:
    return sorted(name for _lit, name, _spec, _conv in string.Formatter().parse(text)
                  if name is not None)


def test_translations_keep_every_placeholder_and_markup_tag():
    tag = re.compile(r"\[/?[a-z ]*\]")
    wrong = []
    for area in catalogs.AREAS:
        for message in catalogs.read("fr", area):
            if not message.id or not message.string:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strs = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in strs:
                if _fields(text) != _fields(ids[-1]) and _fields(text) != _fields(ids[0]):
                    wrong.append(f"{area}: {ids[0]!r} -> {text!r} (placeholders)")
                if sorted(tag.findall(text)) != sorted(tag.findall(ids[0])):
                    wrong.append(f"{area}: {ids[0]!r} -> {text!r} (markup)")
    assert wrong == []


def test_catalogs_load_and_translate():
    i18n.set_language("fr")
    assert i18n.current_language() == "fr"
    i18n.set_language("en")
    assert i18n.tr("Quit") == "Quit"


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'de'"):
        i18n.set_language("de")


@pytest.mark.parametrize(("env", "lang"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA"}, "fr"),
    ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"),
    ({"LC_MESSAGES": "fr_BE.UTF-8", "LANG": "en_GB"}, "fr"),
    ({"LC_ALL": "", "LANG": "fr_FR"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({}, "en"),
])
def test_language_from_the_locale(env, lang):
    assert i18n.language_from_env(env) == lang


def test_numbers_in_french_and_english():
    assert i18n.number(1234) == "1234"
    assert i18n.number(7.5, 1) == "7.5"
    assert i18n.number(-0.04, 1) == "0.0"
    i18n.set_language("fr")
    assert i18n.number(1234) == "1\u00a0234"
    assert i18n.number(7.5, 1) == "7,5"
    assert i18n.number(-0.04, 1) == "0,0"
    assert i18n.number(-1234567.25, 2) == "-1\u00a0234\u00a0567,25"


def test_a_lazy_constant_follows_the_language():
    label = i18n.tr_lazy("Quit")
    assert str(label) == "Quit" and f"{label}" == "Quit" and label == "Quit"


def test_area_of_a_source_file():
    assert catalogs.area_of("cresus_tui/play/cresus/narration.py") == "cresus"
    assert catalogs.area_of("ai/forex/rival.py") == "forex"
    assert catalogs.area_of("cresus_tui/tui/screens/menu.py") == "core"


def test_a_message_by_context():
    """``tr_p``: one English message, French words by context (gettext's pgettext)."""
    assert i18n.tr_p("dice", "none") == "none" and i18n.tr_p("footer", "New game") == "New game"
    i18n.set_language("fr")
    assert i18n.tr_p("dice", "none") == "aucun" and i18n.tr("none") == "aucune"
    assert i18n.tr_p("footer", "New game") == "Nouvelle"
    assert i18n.tr("New game") == "Nouvelle partie"
    assert i18n.tr_p("no such context", "New game") == "New game"


def test_a_lazy_constant_in_context_follows_the_language():
    label = i18n.tr_lazy_p("footer", "Continue")
    assert label == "Continue" and hash(label) == hash("Continue")
    i18n.set_language("fr")
    assert str(label) == "Suite" and f"{label}" == "Suite" and " " + label == " Suite"


def test_context_messages_are_extracted_with_their_context():
    templates = catalogs.extract()
    ids = {(m.context, m.id) for m in templates["core"] if m.id}
    assert ("footer", "New game") in ids and (None, "New game") in ids
    assert ("dice", "none") in ids


def test_french_percentages_and_colons():
    assert (i18n.percent(0.333, 1), i18n.percent(1)) == ("33.3%", "100%")
    assert i18n.labelled("cresus saves", "no") == "cresus saves: no"
    i18n.set_language("fr")
    assert (i18n.percent(0.333, 1), i18n.percent(0)) == ("33,3\u00a0%", "0\u00a0%")
    assert i18n.labelled("cresus saves", "non") == "cresus saves : non"


def test_system_reasons_and_decoder_complaints_in_french():
    import errno

    from saves import envelope
    from saves.errors import system_reason

    denied = PermissionError(errno.EACCES, "Permission denied")
    odd = OSError(errno.EACCES, "Accès refusé par la politique")  # the system's own words kept
    assert system_reason(denied) == "Permission denied"
    i18n.set_language("fr")
    assert system_reason(denied) == "permission refusée"
    assert system_reason(odd) == "Accès refusé par la politique"
    assert envelope._short(ValueError("Input data was truncated")) == "les données sont tronquées"
    assert envelope._short(ValueError("Expected `object`, got `int` - at `$.header`")) == \
        "object attendu, int trouvé, à $.header"
