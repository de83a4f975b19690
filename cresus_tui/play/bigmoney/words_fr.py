"""Big Money's French command words: canonical verb → its French words, the first one shown
(completion, `help`, suggestions). Accepted beside the English words in every language
(``play.parser.Vocabulary``; the meta commands' French words are ``parser.FRENCH_META``)."""

from __future__ import annotations

FRENCH: dict[str, tuple[str, ...]] = {
    "roll": ("lancer", "lance", "jeter"),
    "keep": ("garder", "garde", "gardez"),
    "reroll": ("relancer", "relance"),
    "stop": ("arrêter", "arrête", "arrêt", "encaisser", "assez"),
    "buy": ("acheter", "achat", "achète"),
    "pass": ("passer", "passe", "rien", "fini", "non", "suivant"),
    "market": ("marché", "boutique"),
    "status": ("état", "etat", "moi", "cartes", "portefeuille", "qui"),
    "odds": ("cotes", "cote", "espérance"),
    "hint": ("conseil", "conseils", "astuce", "indice"),
    "skip": ("sauter", "vite"),
}
