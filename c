saved library-de
saved 27-stack-and-carry-de-start
saved 27-stack-and-carry-de-after
Traceback (most recent call last):
  File "/tmp/lessons-shots/shot.py", line 36, in <module>
    c.try_move(c.state.parse_move(sys.argv[5])); wait(300)
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/work/wt/lessons/gamebox/games/twentyseven/state.py", line 185, in parse_move
    return parse(str(text))  # str(): a move object reads back as itself
           ^^^^^^^^^^^^^^^^
  File "/work/wt/lessons/gamebox/games/twentyseven/moves.py", line 80, in parse
    raise NotationError(text, EXPECTED)
gamebox.protocol.NotationError: cannot read move 'a1': expected s1, s2, a move like c2>e or c3+>e (3 discs and the base), or pass
