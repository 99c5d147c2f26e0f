"""Full screens: the table, round/match end, help (menu, lobby and setup come later)."""
