"""fixnet65 (net64 #5): the Cyrillic and Greek letters PROTOCOL.md §2 lists as read like Latin
ones in a name's key are read so, and other letters of those scripts are not."""

from __future__ import annotations

from net.protocol import name_keys

LISTED = {
    "АВЕКМНОРСТУХЅІЈҮҺӀԚԜ": "ABEKMHOPCTYXSIJYHIQW",
    "аеорсухѕіјһӏԁԛԝү": "aeopcyxsijhldqwy",
    "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ": "ABEZHIKMNOPTYX",
    "αινορ": "aivop",
    # net65 #6: more of Unicode's confusables
    "ѴѵͿϳυκ": "VvJjuk",
    "օսհո": "ouhn",
    "ıȷɑɡᴏ": "ijago",
}


def test_the_listed_look_alikes_are_read_as_the_latin_letters() -> None:
    for others, latin in LISTED.items():
        assert len(others) == len(latin)
        for ch, like in zip(others, latin, strict=True):
            assert name_keys(ch) & name_keys(like), (ch, like)


def test_other_letters_of_those_scripts_stay_themselves() -> None:
    assert not name_keys("Ольга") & name_keys("Olga")
    assert "πέτpoσ" in name_keys("Πέτρος")  # (ρ and ο read as p and o: the rest unread)
    assert "ann" in name_keys("\u0410nn") & name_keys("ANN")
