"""A control for :mod:`core.bots.evaluate`, not fitted: wave 4's hand formula (each seat's chance of
going out first proportional to 1.6^-cards, up to 20 cards) with the points fit of
:mod:`core.bots.evalweights`."""

WIN_WEIGHTS = (
    -4.700036292457356,  # cards
    0.0,  # inv_cards
    0.0,  # one
    0.0,  # two
    0.0,  # three
    0.0,  # wild
    0.0,  # wd4
    0.0,  # draw2
    0.0,  # skip
    0.0,  # reverse
    0.0,  # points50
    0.0,  # colours
    0.0,  # of_colour
    0.0,  # of_rank
    0.0,  # fits
    0.0,  # to_move
    0.0,  # next_up
    0.0,  # third_up
    0.0,  # move_fits
    0.0,  # pending
    0.0,  # next_inv
    0.0,  # next_one
    0.0,  # biggest_colour
    0.0,  # wild_inv
    0.0,  # prev_inv
)
HIDDEN: tuple[tuple[tuple[float, ...], float, float], ...] = ()
POINTS_FIT = (54.076881656374844, 0.27642854879895057, 0.4746553122271764, -3.6262781091819623)
