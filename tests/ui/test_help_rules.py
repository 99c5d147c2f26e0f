"""Help explains the table's rules in words: what each active house rule lets you do and which
key does it, with the common rules reworded where a house rule changes them."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, shown, wait_for

from core import Rules, new_game, preset, view
from unotui import i18n
from unotui.screens.help import HelpScreen, rules_summary
from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def _view(rules: Rules) -> dict[str, Any]:
    return view(new_game(rules, 4, 5), 0)


async def open_help(pilot: Any, app: Any, link: ScriptedLink, state: Any) -> None:
    """Show ``state``'s table through ``link``, then its help (``?``)."""
    link.feed_view(state)
    await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                   and app.screen.view is not None)
    await pilot.press("question_mark")
    await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))


def test_house_rules_are_sentences_with_their_keys_not_option_names() -> None:
    text = "\n".join(rules_summary(_view(preset("house"))))
    assert "jump_in" not in text and "seven_o" not in text and " = " not in text
    assert "Stacking (Mattel's Progressive UNO): when a draw card is played on you, play the " \
        "same kind (Enter)" in text
    assert "a Wild Draw Four on a Wild Draw Four" in text and "take them all (d)" in text
    assert "Jump-in:" in text and "even out of turn" in text
    assert "Seven-O: play a 7 and choose a player to swap hands with" in text
    # the common rules say what stacking changes
    assert "draws 2 and misses a turn, unless they stack a draw card on it" in text
    assert "Under stacking it can be passed on too." in text


def test_official_rules_say_so_and_keep_the_plain_wording() -> None:
    text = "\n".join(rules_summary(_view(Rules())))
    assert "These are Mattel's official rules, with no house rules." in text
    assert "stack" not in text.lower() and "House rules at this table" not in text
    assert "challenge (x)" in text and "Caught without it (c): draw 2." in text


def test_every_house_rule_of_the_party_preset_is_explained() -> None:
    text = "\n".join(rules_summary(_view(preset("chinese-party"))))
    assert "a Wild Draw Four on either (never a Draw Two on a Wild Draw Four)" in text
    assert "Jumped-in draw cards add up." in text
    assert "select cards of the same number or symbol, in any colours, with space" in text
    assert ("Calling UNO (u) when your play will not leave you one card, or cards you could all "
            "play together, costs 2 cards.") in text
    assert "Every player who catches (c) a missed UNO adds the penalty again." in text


def test_changed_penalties_scoring_and_drawing_are_reworded() -> None:
    rules = Rules(uno_penalty=4, scoring="penalty", target_score=200, draw_until_playable=True,
                  force_play=True, death_number=True, judgement_day=True)
    text = "\n".join(rules_summary(_view(rules)))
    assert "Caught without it (c): draw 4." in text
    assert "When someone reaches 200, the lowest score wins." in text
    assert "you keep drawing until a card fits" in text and "must be played at once" in text
    assert "press a to show it and win the round" in text and "press a to throw them out" in text
    # (party35 #6: when, and what a throw does to the turn)
    assert "even out of turn" in text and "play goes on after you" in text \
        and "a colour that is not among them" in text


def test_house_rules_in_chinese() -> None:
    try:
        i18n.set_language("zh_CN")
        text = "\n".join(rules_summary(_view(preset("house"))))
    finally:
        i18n.set_language("en")
    assert "叠加" in text and "抢出" in text and "7 换 0 传" in text and "本桌的家规" in text
    assert "Stacking" not in text and "jump_in" not in text


async def test_help_at_80x24_scrolls_to_the_house_rules_in_words() -> None:
    state = scripted_state(**preset("house").differences())
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)

    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_help(pilot, app, link, state)
        first = await shown(pilot)
        # a title, and how to move through it and close it, on its border
        assert "Help" in first.splitlines()[0] and "Esc: close" in first
        scroll = app.screen.query_one("VerticalScroll")
        await pilot.press("space")  # a page further
        await wait_for(pilot, lambda: scroll.scroll_y > 5)
        scroll.scroll_end(animate=False)
        text = " ".join((await shown(pilot)).split())
        assert "Seven-O: play a 7 and choose a player to swap hands with" in text
        assert "jump_in" not in text
        assert "- House rules" not in text  # the heading is no item of the list


async def test_chinese_help_is_wrapped_whole_at_80x24_and_100x30() -> None:
    """Rich wraps at spaces only: a Chinese rule (one long "word") was cut off with "…", the
    target score read "先到 50…" and the between-rounds rule lost its end. Every row of the
    help is whole now, no row starts with a closing mark, and the 500 is there."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    for size in ((80, 24), (100, 30)):
        link = ScriptedLink(NAMES)
        app = app_on(link, lang="zh_CN")
        try:
            async with app.run_test(size=size) as pilot:
                link.feed_view(state)
                await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                               and pilot.app.screen.view is not None)
                await pilot.press("question_mark")
                await wait_for(pilot, lambda: isinstance(pilot.app.screen, HelpScreen))
                await shown(pilot)
                scroll = pilot.app.screen.query_one("VerticalScroll")
                rows: list[str] = []
                for y in range(0, int(scroll.max_scroll_y) + size[1], size[1] - 4):
                    scroll.scroll_to(y=y, animate=False)
                    rows += (await shown(pilot)).splitlines()[1:-2]
        finally:
            i18n.set_language("en")
        inside = [row.strip("┃ ▎▊│█").strip() for row in rows]
        assert not [row for row in inside if "…" in row], size
        assert not [row for row in inside if row.startswith(("）", "，", "。", "、"))], size
        text = "".join(inside)
        assert "先到 500 分" in text.replace("先到500", "先到 500"), size
        assert "发下一局" in text, size


async def test_the_house_rules_heading_starts_where_the_list_items_do() -> None:
    """"House rules at this table:" was indented like a line continuing the item above it,
    between two lists: it is a heading, at the left edge where each item's "-" is."""
    state = scripted_state(**preset("house").differences())
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(100, 80)) as pilot:
        await open_help(pilot, app, link, state)
        rows = (await shown(pilot)).splitlines()
        heading = next(row for row in rows if "House rules at this table:" in row)
        item = next(row for row in rows if "- Seven-O" in row)
        assert heading.index("House rules") == item.index("- Seven-O"), (heading, item)


def test_the_help_says_which_key_leaves_the_table_and_which_quits_unotui() -> None:
    """q leaves the table, Ctrl+Q ends unotui (since ux25 #10): the help, the one place a
    player looks the keys up, listed only q — for players and for watchers alike."""
    from unotui.screens.help import keys, watcher_keys

    for listed in (dict(keys()), dict(watcher_keys())):
        assert "leave the table" in listed["q"]
        assert listed["Ctrl+Q"].startswith("quit unotui")


def test_the_help_says_what_the_game_does_where_play_testers_found_it_did_not() -> None:
    """ux27 #8: the help told a Reverse changes direction at a table of two (it skips), the
    official challenge amounts under stacking (the whole penalty counts), "If you cannot or do
    not want to play, draw" where drawing is only for a hand that cannot play, never that a
    Wild jumps in on a Wild, nor that a hand playable all at once owes UNO under multi-play."""
    from core.rules import Rules
    from unotui.screens.help import rules_summary

    def said(rules: Rules, players: int = 4) -> str:
        return "\n".join(rules_summary({"rules": rules.to_dict(), "players": players}))

    assert "a Reverse works as a Skip" in said(Rules(), 2)
    assert "Reverse works as a Skip" not in said(Rules(), 3)
    assert "Reverse works as a Skip" not in said(Rules(two_player_rules=False), 2)
    stacked = said(Rules(stacking="same_type"))
    assert "a caught bluffer draws the whole penalty, a wrong challenger draws it and 2 more" \
        in stacked and "draws 6" not in stacked
    assert "draws 6" in said(Rules())
    strict = said(Rules(draw_when_playable=False))
    assert "If you cannot play, draw one card (d)." in strict and "do not want" not in strict
    assert "a Wild on a Wild" in said(Rules(jump_in=True))
    assert "owes UNO too" in said(Rules(multi_play="same_value"))
    assert "owes UNO too" not in said(Rules())


def test_the_help_says_what_an_expert_of_the_rule_sheets_asked_about() -> None:
    """rules36: a jumped-in Draw Two under stacking replaces the whole stack (#2); how long a
    missed UNO can be caught (#3); who names the colour of a Wild turned up first (#4);
    Mattel's name of the stacking level they know (#6); and the rules form calls the levels
    and the scoring by the names on the sheets (#1, #5)."""
    from unotui.widgets.rules_form import VALUE_WORDS

    house = "\n".join(rules_summary(_view(preset("house"))))
    assert "under stacking it replaces the whole stack (4 stacked become 2)" in house
    plain_jump = "\n".join(rules_summary(_view(Rules(jump_in=True))))
    assert "makes the next player draw 2, not 4." in plain_jump and "stack" not in plain_jump
    official = "\n".join(rules_summary(_view(Rules())))
    assert "You can be caught until the next player who takes a turn plays or draws." \
        in official
    assert "a Wild turned up first: that player names the colour." in official
    assert VALUE_WORDS["same_type"] == "same type (Progressive UNO)"
    assert VALUE_WORDS["progressive"] == "same type, and a Four on a Two"
    assert VALUE_WORDS["challenge"] == "Challenge UNO"


def test_teams_and_the_number_of_players_are_the_tables_setup_not_house_rules() -> None:
    """ux27 #8i, ux28 #4: "This table is for exactly 4 players." and the teams were listed under
    "House rules at this table:", and the help read "First to 500 wins the match." where a team
    wins it; "nobody is dealt in while every player is away" read as seats dealt no cards."""
    def said(rules: Rules) -> list[str]:
        return rules_summary({"rules": rules.to_dict(), "players": 4})

    pairs = said(Rules(teams="pairs", players=4))
    assert "No house rules at this table." in pairs and "House rules at this table:" not in pairs
    setup = pairs.index("This table is for exactly 4 players.")
    assert pairs.index("Teams of two: partners sit opposite and win together.") > setup
    scoring = next(line for line in pairs if "wins the match" in line)
    assert "partners' cards do not count. The first team to 500 wins the match." in scoring
    assert pairs.index(scoring) > setup
    assert "First to 500 wins the match." in " ".join(said(Rules()))
    # (triples sit every other seat at six, every third at nine: "opposite" was untrue,
    # newbie46 #9)
    triples = rules_summary({"rules": Rules(teams="triples").to_dict(), "players": 6})
    assert "Teams of three: partners sit every other seat (or every third at nine seats) and " \
        "win together." in triples
    penalty = " ".join(said(Rules(teams="pairs", scoring="penalty", target_score=200)))
    assert "each team adds the points left in all its players' hands" in penalty
    assert "the team with the lowest score wins" in penalty
    assert "until one team is left, which loses" in " ".join(
        said(Rules(teams="pairs", scoring="elimination")))
    party = said(preset("chinese-party"))
    assert party.index("House rules at this table:") > 0  # (house rules still listed as such)
    assert "no round is dealt while every player is away" in " ".join(party)


async def test_notices_wait_below_the_help_and_show_once_it_closes() -> None:
    """ux27 #16: a notice ("Bo left…") was drawn over the help's text while it was read."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_help(pilot, app, link, state)
        app.notify("Bo left the table.", timeout=1.5)  # (it shows for its time after the help)
        await pilot.pause(1.8)  # (longer than its time: held, it has not expired unseen)
        assert "Bo left the table." not in await shown(pilot)
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_for(pilot, lambda: "Bo left the table." in screen_text(app))


async def test_the_help_lists_the_keys_of_rules_this_table_plays_only() -> None:
    """r g b y, Space, a and x were listed at every table, "under jump-in" and the like
    (newbie41 #7): a player at an official table read keys that do nothing there. They are
    listed where their rules are on."""
    async def listed(rules: dict[str, Any]) -> str:
        state = scripted_state(**rules)
        arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
        link = ScriptedLink(NAMES)
        app = app_on(link)
        async with app.run_test(size=(100, 80)) as pilot:
            await open_help(pilot, app, link, state)
            return await shown(pilot)

    official = await listed({})
    assert "jump in with a wild card" not in official and "select several cards" not in official
    assert "a special move" not in official
    assert "challenge a Wild Draw Four" in official and "draw a card" in official
    party = await listed(preset("chinese-party").differences())
    assert "jump in with a wild card" in party and "select several cards" in party
    anytime = await listed({"wd4_anytime": True, "death_number": True})
    assert "challenge a Wild Draw Four" not in anytime and "a special move" in anytime


def test_a_watchers_help_offers_s_only_where_a_bots_seat_may_be_taken() -> None:
    """newbie44 #14: a watcher at a table of people read "s take over a seat one of the
    table's bots plays" in the help, where the footer rightly had no s."""
    from unotui.screens.help import watcher_keys

    assert "s" not in dict(watcher_keys(False)) and "s" in dict(watcher_keys())


async def test_a_watcher_at_a_table_of_people_is_not_offered_s_in_the_help() -> None:
    state = scripted_state()
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"], seat=None)
    app = app_on(link)
    async with app.run_test(size=(100, 40)) as pilot:
        link.feed_view(state, None)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await wait_for(pilot, lambda: "stop watching" in screen_text(app))
        assert "take over a seat" not in screen_text(app)


async def test_the_lobby_help_of_a_two_seat_table_has_the_two_player_reverse() -> None:
    """newbie44 #6: at the table the help said "With two players a Reverse works as a Skip",
    in the lobby of a two-seat table it did not."""
    from test_lobby_words import LobbyClient, lobby, lobby_app

    two = lobby(False)
    two["seats"] = two["seats"][:2]
    client = LobbyClient([])
    client.feed(two)
    app = lobby_app(client)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: "Zoe" in screen_text(app))
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await wait_for(pilot, lambda: "With two players a Reverse works as a Skip"
                       in " ".join(screen_text(app).split()))


def test_a_one_round_match_is_not_told_how_the_next_round_is_dealt() -> None:
    """newbie50 #12: under elimination (one round) the help still explained who deals the
    next round and the countdown between rounds, as under single scoring it did not."""
    for scoring, one_round in (("elimination", True), ("single", True), ("standard", False)):
        text = " ".join(rules_summary(_view(Rules(scoring=scoring))))
        assert ("deals the next" in text) is not one_round, scoring
        assert ("Between rounds" in text) is not one_round, scoring


async def test_the_tables_help_says_how_to_read_the_players_box() -> None:
    """newbie50 #13: in the two columns of a big table the direction of play could not be
    followed, and the help said nothing of the Players box. It says how the columns go, what
    the UNO marks mean and, with pairs in a short window, what a line is."""
    from core import view as view_of

    state = new_game(Rules(teams="pairs"), 8, 3)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus"])
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "view", "view": view_of(state, 0)})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        notes = " ".join(help_screen.notes or [])
        # (in seat order: play goes round them either way, review53)
        assert "in seat order down the left one, then the right one" in notes, notes
        assert "a line is a team (T1, T2…)" in notes, notes
        assert any("This screen" in str(label.render()) for label in help_screen.query("Label"))


def test_the_help_explains_the_plus_under_a_card_that_goes_only_with_another() -> None:
    """fixnewbie57: under multi-play a card that fits only together with another stays down,
    marked "+" (newbie57 #3); the help's notes on the hand say what the mark means."""
    from unotui.screens.help import hand_notes

    said = " ".join(hand_notes(ascii_only=False))
    assert "+ a card that fits only together with another (Space selects them)" in said


def test_death_number_under_elimination_says_who_loses() -> None:
    """newbie70 #7: the help promised a death number "wins the round"; under elimination it
    ends the round, and of those holding cards the most points lose."""
    text = " ".join("\n".join(rules_summary(_view(Rules(death_number=True,
                                                          scoring="elimination")))).split())
    assert "Under elimination a death number (or a winning judgement) ends the round at once: " \
        "of those still holding cards, whoever holds the most points loses." in text, text
    plain = " ".join("\n".join(rules_summary(_view(Rules(death_number=True)))).split())
    assert "Under elimination" not in plain, plain


def test_under_elimination_judgement_day_alone_says_how_the_round_ends() -> None:
    """review81 #9: the line was there only with death number on; with judgement day alone a
    four-colour throw ends the round as well, and with teams it is a team's points."""
    from unotui.screens.help import house_rules

    lines = house_rules({"scoring": "elimination", "judgement_day": True, "teams": "pairs"})
    text = "\n".join(lines)
    assert "Under elimination a judgement in all four colours ends the round" in text, text
    assert "counted by team" in text, text
    alone = "\n".join(house_rules({"scoring": "standard", "judgement_day": True}))
    assert "Under elimination" not in alone, alone
