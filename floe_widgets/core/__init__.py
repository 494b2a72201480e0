"""The game-agnostic engine kit.  Pure Python: no widgets, plotting or IPython here."""

from .actions import Action, Event, action_from_dict
from .bots import GreedyBot, RandomBot, play
from .chance import Chance, ChanceMismatch
from .codec import decode, encode
from .components import Bag, Deck, Die, Supply, Track
from .errors import FormatError, IllegalAction, SetupError
from .game import Game, Step
from .persistence import read_document, write_document
from .rulebook import Rule, RulesReference

__all__ = [
    "Action", "Bag", "Chance", "ChanceMismatch", "Deck", "Die", "Event", "FormatError", "Game",
    "GreedyBot", "IllegalAction", "RandomBot", "Rule", "RulesReference", "SetupError", "Step",
    "Supply", "Track", "action_from_dict", "decode", "encode", "play", "read_document", "write_document",
]
