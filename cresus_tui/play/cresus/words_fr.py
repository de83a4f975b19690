"""Crésus's French command words: canonical verb → its French words, the first one shown
(completion, `help`, suggestions). Accepted beside the English words in every language
(``play.parser.Vocabulary``; the meta commands' French words are ``parser.FRENCH_META``)."""

from __future__ import annotations

FRENCH: dict[str, tuple[str, ...]] = {
    "go": ("aller", "va", "vais", "déplacer", "bouger"),
    "bid": ("miser", "mise", "enchérir", "enchère", "enchères"),
    "pass": ("passer", "passe"),
    "join": ("participer", "rejoindre", "entrer"),
    "skip": ("sauter", "abstenir", "dehors"),
    "buy": ("acheter", "achat", "achète"),
    "yes": ("oui", "o", "ouais", "d'accord", "daccord", "jouer", "utiliser", "prendre",
            "prends", "joue"),
    "no": ("non", "aucun", "aucune", "rien"),
    "partner": ("partenaire", "associé"),
    "sell": ("vendre", "vente", "vends"),
    "done": ("fini", "finir", "terminer", "terminé", "suivant", "assez"),
    "keep": ("garder", "garde", "gardez"),
    "reroll": ("relancer", "relance", "lancer"),
    "stop": ("arrêter", "arrête", "arrêt"),
    "luxury": ("luxe",),
    "repay": ("rembourser", "rembourse"),
    "accept": ("accepter", "accepte"),
    "decline": ("refuser", "refuse", "décliner"),
    "offer": ("proposer", "échanger", "échange", "offrir", "offre"),
    "cards": ("cartes", "paquet"),
    "examine": ("examiner", "carte", "décrire", "lire"),
}
