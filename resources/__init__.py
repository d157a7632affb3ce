"""Data files shipped with yamaviewer (icons, translations, precomputed tables)."""
