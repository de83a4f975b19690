"""FOR-EX's French command words: canonical verb → its French words, the first one shown
(completion, `help`, suggestions). Accepted beside the English words in every language
(``play.parser.Vocabulary``; the meta commands' French words are ``parser.FRENCH_META``)."""

from __future__ import annotations

FRENCH: dict[str, tuple[str, ...]] = {
    "spot": ("échanger", "échange", "troquer", "proposer"),
    "accept": ("accepter", "accepte", "oui", "o", "d'accord", "daccord"),
    "refuse": ("refuser", "refuse", "non", "décliner"),
    "skip": ("sauter", "aucun", "aucune"),
    "contract": ("contrat",),
    "invest": ("investir", "investis", "acheter", "placer"),
    "divest": ("céder", "cède", "retirer"),
    "sell": ("vendre", "vends", "vente"),
    "resolve": ("résoudre", "résous", "résolution"),
    "choose": ("choisir", "choisis", "choix"),
    "pass": ("passer", "passe"),
    "status": ("état", "etat", "moi", "argent", "joueurs"),
    "rates": ("cours", "taux", "paires"),
    "queue": ("file", "attente"),
    "odds": ("cotes", "cote", "chances", "espérance"),
}
