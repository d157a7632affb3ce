"""Every form of Tenhou link or id players paste, and malformed ones rejected with a reason."""

from __future__ import annotations

import pytest

from yamaviewer.core.library.tenhou_ids import (
    LogIdError,
    deobfuscate_log_id,
    log_id_in_name,
    looks_like_log_reference,
    parse_log_reference,
)

ID = "2024010112gm-00a9-0000-1a2b3c4d"


@pytest.mark.parametrize(
    ("text", "seat", "hand"),
    [
        (ID, None, None),
        (f"  {ID}\n", None, None),
        (f"https://tenhou.net/0/?log={ID}", None, None),
        (f"https://tenhou.net/0/?log={ID}&tw=2", 2, None),
        (f"http://tenhou.net/3/?log={ID}&tw=0", 0, None),
        (f"https://tenhou.net/6/?log={ID}&ts=4&tw=3", 3, 4),
        (f"tenhou.net/0/?log={ID}&amp;tw=1", 1, None),  # copied out of HTML
        (f"https://www.tenhou.net/0/?tw=1&log={ID}", 1, None),
        (f"https://tenhou.net/0/log/?{ID}", None, None),  # the log endpoint itself
        (f"https://tenhou.net/5/mjlog2json.cgi?{ID}", None, None),
        (f"https://tenhou.net/0/?log={ID.upper().replace('GM', 'gm')}", None, None),
    ],
)
def test_forms_players_paste(text: str, seat: int | None, hand: int | None) -> None:
    reference = parse_log_reference(text)
    assert reference.log_id == ID
    assert (reference.seat, reference.hand) == (seat, hand)
    assert looks_like_log_reference(text)


def test_id_fields_follow_the_game_type_bits() -> None:
    four = parse_log_reference(ID)  # 0xa9: hanchan (0x08), 4 players
    assert (four.players, four.hanchan, four.lobby, four.played) == (4, True, 0, "2024-01-01 12:00")
    sanma = parse_log_reference("2020070913gm-0209-19691-21db0170")  # 5-digit lobby, 0x209
    assert sanma.lobby == 19691 and sanma.players == 4 and sanma.hanchan
    three = parse_log_reference("2024010120gm-00b9-0000-e324b88a")  # 0xb9: bit 0x10
    assert three.players == 3


def test_obfuscated_flash_ids_are_decoded() -> None:
    # REFERENCE section 14's vector.
    obfuscated = "2013010402gm-0009-7447-x1ba0b4910bee"
    assert deobfuscate_log_id(obfuscated) == "2013010402gm-0009-7447-f4806d92"
    for text in (obfuscated, f"https://tenhou.net/0/?log={obfuscated}&tw=1"):
        reference = parse_log_reference(text)
        assert reference.log_id == "2013010402gm-0009-7447-f4806d92"
        assert reference.obfuscated_id == obfuscated
    # Before 2010-04-11 11h the table index is 0: check against the formula by hand.
    old = "2009060100gm-0061-0000-x0001000200ff"
    a, b, c = 0x0001, 0x0002, 0x00FF
    t0, t1 = 22136, 52719
    expected = f"{(a ^ b ^ t0) & 0xFFFF:04x}{(b ^ c ^ t0 ^ t1) & 0xFFFF:04x}"
    assert deobfuscate_log_id(old) == f"2009060100gm-0061-0000-{expected}"
    assert deobfuscate_log_id(ID) == ID  # plain ids pass through


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "no Tenhou URL"),
        ("hello", "not a Tenhou log id"),
        ("2024010112gm-00a9-0000-1a2b3c4", "not a Tenhou log id"),  # 7 hex digits
        ("2024010112gm-00a9-000-1a2b3c4d", "not a Tenhou log id"),  # 3-digit lobby
        ("2024010112gm-00a9-0000-x1a2b", "not a Tenhou log id"),
        ("2024130112gm-00a9-0000-1a2b3c4d", "not a date"),
        ("2024010125gm-00a9-0000-1a2b3c4d", "not a date"),
        (f"https://example.com/0/?log={ID}", "not a tenhou.net link"),
        ("https://tenhou.net/0/?log=", "not a Tenhou log id"),
        ("https://tenhou.net/0/", "names no game"),
        ("https://tenhou.net/0/?wg=C1234", "live game"),
        (f"https://tenhou.net/0/?log={ID}&tw=4", "tw=4"),
        (f"https://tenhou.net/0/?log={ID}&tw=a", "tw=a"),
        ("x" * 3000, "too long"),
    ],
)
def test_malformed_input_is_rejected_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(LogIdError, match=reason):
        parse_log_reference(text)


def test_ids_found_in_file_names() -> None:
    assert log_id_in_name(f"JBreidfjord__data__{ID}.xml") == ID
    assert log_id_in_name("test.mjlog") is None
    assert not looks_like_log_reference("game.mjlog")
