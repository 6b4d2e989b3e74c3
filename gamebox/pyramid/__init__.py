"""The dice pyramid of "Das Spiel": 165 dice on their corners over a plate of 45 hollows.

One piece of equipment for six games. The whole structure is the corner of a cubic
lattice seen along its body diagonal (docs/pyramid.md):

- `lattice`: positions, layers, supports, funnels, free dice, rows, sides, edges, rim;
- `dice`: the 24 orientations of a standard die, pips per direction, tipping and turning;
- `board`: a pyramid of coloured, oriented dice, with placing, lifting, tipping and pulling;
- `setups`: the starting arrangements the games use;
- `space`: lattice <-> world coordinates and ray casting for picking (numpy, no GL);
- `builds`: which sets of new dice can be built, connected (Abquetschen's rule).
"""
