"""ux31 #3: two tables of one name on the LAN could not be told apart ("Friday table" twice),
and a friend joined a stranger's. The advertisement says who runs each table (TXT ``by``), the
list and ``discover`` show it, and it follows the table's owner."""

from __future__ import annotations

from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host, until

from net.discovery import TableInfo, table_txt
from unotui.commands.discover import format_tables
from unotui.screens.join import table_line


async def test_the_advertisement_names_who_runs_the_table() -> None:
    host, port = await start_host(seats=3)
    try:
        assert "by" not in host._txt()  # nobody runs it yet (its TXT, without multicast)
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Hana"))
        await raw_recv(reader, "welcome")
        assert host._txt()["by"] == "Hana"
        writer.close()
    finally:
        await host.close()


def test_a_listed_table_shows_its_host() -> None:
    txt = {"proto": "2", "name": "Friday table",
           **table_txt(seats=4, taken=4, phase="playing", password=False,
                       owner="Hana\x1b[31m with a name far too long to show whole")}
    assert len(txt["by"]) <= 24 and "\x1b" not in txt["by"]
    info = TableInfo.from_service("Friday table (ab12cd)._unotui._tcp.local.", 7620,
                                  ["127.0.0.1"], txt)
    assert info is not None and info.owner == txt["by"]
    assert table_line(info).startswith(f"Friday table (host: {info.owner}) · 127.0.0.1:7620")
    assert f"host: {info.owner}" in format_tables([info])
    assert info.to_json()["owner"] == info.owner
    silent = TableInfo.from_service("Old (ab12cd)._unotui._tcp.local.", 7621, ["127.0.0.1"],
                                    {"proto": "2", "name": "Old", "seats": "4", "taken": "1"})
    assert silent is not None and silent.owner == "" and table_line(silent).startswith("Old · ")


async def test_the_advertisement_names_nobody_while_its_owner_is_away() -> None:
    # (proto39 #1: a table whose owner had dropped, or left with only others away, still said
    # "by Ann" while its lobby named no host)
    host, port = await start_host(seats=3, reconnect_window=30.0)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        token = (await raw_recv(reader, "welcome"))["token"]
        assert host._txt()["by"] == "Ann"
        writer.close()
        await until(lambda: host.table.members[token].conn is None, "Ann's drop seen")
        assert host.table.owner == token  # (still the owner, while her seat waits for her)
        assert "by" not in host._txt()
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann", token=token))
        await raw_recv(reader, "welcome")
        assert host._txt()["by"] == "Ann"  # back: she runs the table again
        writer.close()
    finally:
        await host.close()


async def test_a_name_cut_to_fit_keeps_no_space_at_its_end() -> None:
    # (proto39 #2: "abcdefghijklmnopqrstuvw xyz" became "abcdefghijklmnopqrstuvw " beside
    # "abcdefghijklmnopqrstuvw", two names that read alike)
    host, port = await start_host(seats=4)
    try:
        names, kept = [], []
        for sent in ("abcdefghijklmnopqrstuvw xyz", "abcdefghijklmnopqrstuvw",
                     "abcdefghijklmnopqrstu v", "abcdefghijklmnopqrstu v"):
            reader, writer = await raw_connect(port)
            kept.append(writer)
            await raw_send(writer, hello(sent))
            names.append((await raw_recv(reader, "welcome"))["name"])
        assert names == ["abcdefghijklmnopqrstuvw", "abcdefghijklmnopqrstuv 2",
                         "abcdefghijklmnopqrstu v", "abcdefghijklmnopqrstu 2"]
    finally:
        await host.close()
