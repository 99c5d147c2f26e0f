"""fixnet65 (net64 #5): the Cyrillic and Greek letters PROTOCOL.md §2 lists as read like Latin
ones in a name's key are read so, and other letters of those scripts are not."""

from __future__ import annotations

from net.protocol import name_key

LISTED = {
    "АВЕКМНОРСТУХЅІЈҮҺӀԚԜ": "ABEKMHOPCTYXSIJYHIQW",
    "аеорсухѕіјһӏԁԛԝү": "aeopcyxsijhldqwy",
    "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ": "ABEZHIKMNOPTYX",
    "αινορ": "aivop",
}


def test_the_listed_look_alikes_are_read_as_the_latin_letters() -> None:
    for others, latin in LISTED.items():
        assert len(others) == len(latin)
        for ch, like in zip(others, latin, strict=True):
            assert name_key(ch) == name_key(like), (ch, like)


def test_other_letters_of_those_scripts_stay_themselves() -> None:
    assert name_key("Ольга") != name_key("Olga")
    assert name_key("Πέτρος") == "πέτpoσ"  # (ρ and ο read as p and o: the rest unread)
    assert name_key("\u0410nn") == name_key("ANN") == "ann"
