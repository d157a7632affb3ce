"""Defence against riichi: tile classes a seat can see, estimated danger, and the truth.

A log knows every riichi player's real wait, so the classes (genbutsu, suji, kabe ...)
and their estimates can be graded against what really could have dealt in.
"""
