"""Weights of :mod:`core.bots.evaluate`, written by ``bench/learn_eval.py fit`` (do not edit)."""

#: Linear. 262,639 training positions of 25,000 careful self-play rounds
#: (bench/learn_eval.py gen --rounds 25000 --seed 1; fit --epochs 6 --lr 0.004 --batch 512).
WIN_WEIGHTS = (
    -1.9429543190070167,  # cards
    0.8648577558230104,  # inv_cards
    0.4943888637001333,  # one
    0.22193140015283633,  # two
    0.1316649682562656,  # three
    0.14165646230689075,  # wild
    0.19381709818321277,  # wd4
    0.21843988810097728,  # draw2
    0.05474654600804977,  # skip
    0.0019934365281785386,  # reverse
    0.20817506007798703,  # points50
    -0.11730999236830643,  # colours
    -0.02328977357829161,  # of_colour
    -0.09925000484035665,  # of_rank
    0.36260138941757436,  # fits
    -0.23085201260946003,  # to_move
    0.041950302938723136,  # next_up
    0.0138579220399965,  # third_up
    0.545637322893373,  # move_fits
    0.0,  # pending
    -0.21096316370306803,  # next_inv
    0.13365168267259914,  # next_one
    -0.10687239684496892,  # biggest_colour
    0.7907081838620271,  # wild_inv
    0.0007495826722974875,  # prev_inv
)
#: tanh units: (input weights, bias, output weight)
HIDDEN: tuple[tuple[tuple[float, ...], float, float], ...] = (
)
POINTS_FIT = (54.076881656374844, 0.27642854879895057, 0.4746553122271764, -3.6262781091819623)
