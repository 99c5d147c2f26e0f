"""Weights of :mod:`core.bots.evaluate`, written by ``bench/learn_eval.py fit`` (do not edit)."""

#: Linear. 267,119 training positions of 25,000 rounds of four normal bots
#: (bench/learn_eval.py gen --table normal --rounds 25000 --seed 2; fit --epochs 6 --lr 0.004 --batch 512).
WIN_WEIGHTS = (
    -1.8846587477161376,  # cards
    0.8926009675198106,  # inv_cards
    0.5203609444339867,  # one
    0.28201959345599065,  # two
    0.11042777419518332,  # three
    -0.007590138991849408,  # wild
    0.17352639965155822,  # wd4
    0.18897239465640228,  # draw2
    0.028077871840666898,  # skip
    -0.0567977488511799,  # reverse
    0.24013966336407574,  # points50
    -0.08617589351726841,  # colours
    0.010458204243094453,  # of_colour
    -0.04754430032955505,  # of_rank
    0.3123752306389032,  # fits
    -0.2558969941435709,  # to_move
    0.031965571128354,  # next_up
    0.009984576141562996,  # third_up
    0.4907639730425308,  # move_fits
    0.0,  # pending
    -0.184846219113648,  # next_inv
    0.19413796878995385,  # next_one
    -0.10242389019364669,  # biggest_colour
    1.3475829188313635,  # wild_inv
    0.03391533641195051,  # prev_inv
)
#: tanh units: (input weights, bias, output weight)
HIDDEN: tuple[tuple[tuple[float, ...], float, float], ...] = ()
POINTS_FIT = (62.018290734709126, 0.3340251971291599, 0.22381594228387447, -2.943227725154709)
