"""The command-parser framework every game's verbs are written in (no Textual).

A game's parser (``play/<game>/commands.py``) turns one typed line into one of four answers:
``Action`` (a decision to submit), ``Query`` (show something), ``Meta`` (an app command) or
``ParseError`` (a one-line reason and a suggestion). Its contract: ``parse`` never raises.
Here are those answer types, the text folding and tokenising every game shares, and
``dispatch``, which splits a line into verb and arguments (``!``, ``anyway``: confirmed) and
calls the game's handler for the verb.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Mapping
from typing import Any

import msgspec

from cresus_tui.games.typed import MAX_COMMAND, safe_text
from cresus_tui.i18n import current_language, tr


ALL_WORDS: tuple[str, ...] = ("all", "everyone", "everybody", "players")
"""What `status all` may say to ask for every player, in every game."""


class Action(msgspec.Struct, frozen=True):
    """A decision to submit for the human seat. ``confirmed``: typed with `!` (`done!`), so
    the screen asks no "are you sure" first."""

    decision: Any
    confirmed: bool = False


class Query(msgspec.Struct, frozen=True):
    """Show something, change nothing: look, status, log, help, rules, odds, hint, cards."""

    topic: str
    arg: str = ""


class Meta(msgspec.Struct, frozen=True):
    """An app command: save [name], quit, menu, pace <instant|normal|slow>, skip, undo,
    transcript."""

    name: str
    arg: str = ""


class ParseError(msgspec.Struct, frozen=True):
    """A one-line reason and a suggestion (another command to try)."""

    message: str
    suggestion: str = ""


Parsed = Action | Query | Meta | ParseError


class Fail(Exception):
    """Raised by a handler; ``parse`` turns it into a ParseError."""

    def __init__(self, message: str, suggestion: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.suggestion = suggestion


FRENCH_META: dict[str, tuple[str, ...]] = {
    "look": ("regarder", "voir", "plateau", "regard"),
    "status": ("état", "etat", "moi", "portefeuille", "situation"),
    "log": ("journal", "historique"),
    "help": ("aide", "aider", "commandes"),
    "rules": ("règles", "règle", "regle"),
    "odds": ("cotes", "cote", "probabilités", "probas"),
    "hint": ("conseil", "conseils", "astuce", "indice"),
    "examine": ("examiner", "examine", "décrire", "lire"),
    "save": ("sauver", "sauvegarder", "enregistrer"),
    "quit": ("quitter", "sortir", "adieu"),
    "menu": ("menu",),
    "pace": ("rythme", "vitesse", "allure"),
    "undo": ("annuler", "défaire"),
    "transcript": ("transcription",),
}
"""The French words of the commands most games share (their meta commands and queries):
a game's ``Vocabulary`` gives each of these verbs it has its French words, first the word
shown (``aide``, ``règles``…); a game's own French words come first."""


class Vocabulary:
    """A game's command words in every language: each canonical (English) verb → its English
    words (``english``) and its French words (``french``, merged with ``FRENCH_META`` for the
    verbs the game has). Every word is accepted in every language; ``word(verb)`` is the one
    shown in the current language (completion, `help`, suggestions).

    Raises ValueError when a French word is also another verb's word: a clash would make a
    typed word mean two things."""

    def __init__(self, english: Mapping[str, tuple[str, ...]],
                 french: Mapping[str, tuple[str, ...]]) -> None:
        self.english = dict(english)
        self.french: dict[str, tuple[str, ...]] = {}
        for verb in english:
            words = tuple(french.get(verb, ())) + FRENCH_META.get(verb, ())
            if words:
                self.french[verb] = tuple(dict.fromkeys(words))
        unknown = set(french) - set(english)
        if unknown:
            raise ValueError(f"French words for verbs the game does not have: {sorted(unknown)}")
        self.verbs: dict[str, str] = {}
        """Every accepted word (folded) → its canonical verb."""
        for verb, words in english.items():
            for w in words:
                self.verbs[fold(w)] = verb
        for verb, words in self.french.items():
            for w in words:
                key = fold(w)
                if self.verbs.get(key, verb) != verb:
                    raise ValueError(f"the French word {w!r} of {verb!r} is already a word "
                                     f"of {self.verbs[key]!r}")
                self.verbs[key] = verb

    def guesses(self) -> list[str]:
        """The words a mistyped word is compared with (folded): the English words, and the
        French ones too when French is chosen (an English player is never offered a French
        word)."""
        words = [fold(w) for ws in self.english.values() for w in ws]
        if current_language() == "fr":
            words += [fold(w) for ws in self.french.values() for w in ws]
        return list(dict.fromkeys(words))

    def word(self, verb: str) -> str:
        """``verb`` (canonical) as the current language writes it: ``"bid"`` → ``"miser"``
        in French; the verb itself in English or when it has no French word."""
        if current_language() == "fr" and verb in self.french:
            return self.french[verb][0]
        return verb

    def command(self, line: str) -> str:
        """A command line with its first word in the current language ("bid <M>" → "miser
        <M>" in French); a line whose first word is no verb is returned as it is."""
        head, sep, rest = line.partition(" ")
        bang = "!" if head.endswith("!") else ""
        verb = self.verbs.get(fold(head.rstrip("!")))
        if verb is None or current_language() == "en":
            return line
        return self.word(verb) + bang + sep + rest

    def shown(self) -> list[str]:
        """Every verb as the current language writes it, in the game's order."""
        return [self.word(v) for v in self.english]

    def complete(self, completions: Callable[..., list[str]], text: str,
                 *context: Any) -> list[str]:
        """The game's ``completions(text, *context)`` in the current language: in French a
        first word typed is completed among the French words (those answering the request
        first), and after a French verb the game completes its arguments as it would after the
        English one. English: the game's completions as they are. Never raises."""
        try:
            if current_language() == "en":
                return completions(text, *context)
            return self._complete(completions, text, *context)
        except Exception:  # noqa: BLE001 - completion never stops the game
            return []

    def _complete(self, completions: Callable[..., list[str]], text: str,
                  *context: Any) -> list[str]:
        stripped = text.lstrip()
        head, sep, rest = stripped.partition(" ")
        if not sep:
            key = fold(head)
            first = [self.command(c) for c in completions("", *context)]
            pool = list(dict.fromkeys(first + [w for w in self.shown() if w not in first]))
            return [c for c in pool if fold(c).startswith(key)]
        verb = self.verbs.get(fold(head.rstrip("!")))
        if verb is None:
            return []
        found = completions(f"{verb} {rest}", *context)
        return [head + " " + c.partition(" ")[2] for c in found]


MAX_LINE = MAX_COMMAND
"""Characters a command line accepts; a longer line (a paste) is refused unread."""

_GUESS_MAX = 24  # characters: the closest-word search only looks at words a verb could be
# mistyped as (the longest verb is far shorter)


def fold(text: str) -> str:
    """Case-folded text without accents ("São Paulo" → "sao paulo"). Numerals other than the
    ASCII digits (``²``, ``③``) stay as they are: they are not numbers a person typed."""
    text = text.casefold()
    if text.isascii():
        return text
    decomposed = "".join(ch if ch.isnumeric() else unicodedata.normalize("NFKD", ch)
                         for ch in text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def tokens(text: str) -> list[str]:
    """The folded words of a line; commas and semicolons separate like spaces."""
    t = fold(text)
    t = re.sub(r"[,;]", " ", t)
    return t.split()


def shown_suggestion(parsed: Parsed, shown: Callable[[str], str]) -> Parsed:
    """``parsed`` with a refusal's suggested command as the player reads it (``shown``: a
    game's command line in the current language's words); anything else as it is."""
    if isinstance(parsed, ParseError) and parsed.suggestion:
        return ParseError(parsed.message, shown(parsed.suggestion))
    return parsed


def never_raises(parse: Callable[..., Parsed]) -> Callable[..., Parsed]:
    """Wrap a game's parser so that a Fail becomes its ParseError and anything else a
    generic one: the contract of every ``parse``."""

    def guarded(text: str, *context: Any) -> Parsed:
        try:
            return parse(text, *context)
        except Fail as exc:
            return ParseError(exc.message, exc.suggestion)
        except Exception as exc:  # noqa: BLE001 - the contract: never raise
            return ParseError(tr("Could not understand that ({error}).").format(
                error=type(exc).__name__), "help")

    guarded.__doc__ = parse.__doc__
    guarded.__name__ = getattr(parse, "__name__", "parse")
    return guarded


Handler = Callable[..., Parsed]
"""``handler(verb, args, *context, force, raw_rest) -> Parsed`` (a game's context: its view,
its rules …)."""


def dispatch(text: str, verbs: Mapping[str, str], handlers: Mapping[str, Handler],
             context: tuple[Any, ...],
             bare: Callable[[list[str], bool], Parsed | None],
             unknown: Callable[[str], Fail], empty: Callable[[], Fail]) -> Parsed:
    """Split ``text`` into a verb and its arguments and call the verb's handler.

    ``verbs`` maps every accepted (folded) word to its canonical verb; a trailing `!` on the
    verb or the line, or a last word `anyway` / `confirm` / `force`, confirms. A line whose
    first word is no verb goes to ``bare(tokens, force)`` (a bare number, a name …) and, when
    that gives None, raises ``unknown(word)``; an empty line raises ``empty()``; a line longer
    than MAX_LINE characters (a paste) is refused unread."""
    if not isinstance(text, str):
        raise Fail(tr("Type a command."), "help")
    if len(text) > MAX_LINE:
        raise Fail(tr("That line is {n} characters long; commands are short (at most {most}).")
                   .format(n=f"{len(text):,}", most=MAX_LINE), "help")
    text = safe_text(text, newlines=False)  # pasted control characters are not read
    raw_args = text.strip().split(None, 1)
    toks = tokens(text)
    if not toks:
        raise empty()
    head, args = toks[0], toks[1:]
    force = False
    if head.endswith("!"):
        head, force = head.rstrip("!"), True
    if args and args[-1].endswith("!"):
        force = True
        args[-1] = args[-1].rstrip("!")
        if not args[-1]:
            args.pop()
    if args and args[-1] in ("anyway", "confirm", "force"):
        force = True
        args.pop()
    verb = verbs.get(head)
    if verb is None:
        found = bare(toks, force)
        if found is not None:
            return found
        raise unknown(head)
    raw_rest = raw_args[1] if len(raw_args) > 1 else ""
    return handlers[verb](verb, args, *context, force, raw_rest)


def closest(word: str, words: list[str]) -> str | None:
    """The accepted word nearest to a mistyped one, or None (always None for a word longer
    than any verb could be mistyped as: the search is quadratic)."""
    if len(word) > _GUESS_MAX:
        return None
    close = difflib.get_close_matches(word, words, n=1, cutoff=0.6)
    return close[0] if close else None


def examined(arg: str, lines: list[str], what: str) -> list[str]:
    """`examine <thing>` in a game whose thing is a line of its answers: the ``lines`` that
    mention ``arg`` (folded: no case, no accents), else one line saying there is none and
    what can be examined (``what``: "a player, a card id or a market slot")."""
    word = fold(arg).strip()
    found = [x for x in lines if word and word in fold(x)]
    if found:
        return found
    shown = arg.strip() if len(arg.strip()) <= 20 else arg.strip()[:20] + "…"
    return [tr("Nothing called “{word}” here. Examine {what}.").format(word=shown, what=what)]
