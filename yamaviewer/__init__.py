"""yamaviewer: riichi mahjong wall viewer and verifier, and a chinitsu trainer."""

__version__ = "0.1.0"
