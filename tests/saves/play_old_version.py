#!/usr/bin/env python3
"""Plays real games with an earlier cardtable through its `serve` protocol and saves them.

Usage: tests/saves/play_old_version.py BINARY OUTDIR PLAN.json (docs/saves.md: the golden saves of real earlier versions)
PLAN: a list of games: {"name": ..., "game": "smashup"|"blast", "setup": {...}, "seats": [...]?,
  "bot": "easy"|null (null: random answers from the driver's own seeded generator), "rng": N,
  "saves": [{"at": "plain"|"ability", "after": N}]}  -- each save is taken at the first decision at or after N
  answers that is of that kind ("ability": a card or base asks, "plain": the rules ask the player whose turn it is).
Writes OUTDIR/<name>-<i>.save and OUTDIR/<name>-<i>.json (the pending decision at the save, for the tests).
"""
import json
import random
import subprocess
import sys


class Server:
    def __init__(self, binary):
        self.p = subprocess.Popen([binary, "--log-level", "off", "serve"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, request):
        self.p.stdin.write(json.dumps(request) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError("server died on " + json.dumps(request))
        return json.loads(line)

    def close(self):
        try:
            self.ask({"cmd": "quit"})
        except Exception:
            pass
        self.p.wait(timeout=30)


def kind_of(reply, state):
    # A card or base asks: its prompt names it after " · " (Smash Up); Blast: any exchange decision is mid-round.
    prompt = reply.get("prompt", "")
    if " · " in prompt:
        return "ability"
    if ": give" in prompt:
        return "exchange"
    return "plain"


def play(binary, outdir, game):
    server = Server(binary)
    request = {"cmd": "new", "game": game["game"]}
    request.update(game.get("setup", {}))
    if "seats" in game:
        request["seats"] = game["seats"]
    reply = server.ask(request)
    if not reply.get("ok"):
        raise RuntimeError(game["name"] + ": " + json.dumps(reply))
    rng = random.Random(game.get("rng", 1))
    answers = 0
    saves = list(game["saves"])
    written = []
    while saves and not reply.get("over"):
        want = saves[0]
        if answers >= want["after"] and kind_of(reply, None) == want["at"]:
            index = len(written) + 1
            path = f"{outdir}/{game['name']}-{index}.save"
            saved = server.ask({"cmd": "save", "path": path})
            if not saved.get("ok"):
                raise RuntimeError(json.dumps(saved))
            meta = {"file": f"{game['name']}-{index}.save", "answers": answers, "kind": want["at"],
                    "seat": reply["seat"], "prompt": reply["prompt"], "actions": reply["actions"],
                    "players": game.get("setup", {}).get("players", 2), "setup": game.get("setup", {})}
            with open(f"{outdir}/{game['name']}-{index}.json", "w") as f:
                json.dump(meta, f, indent=1, ensure_ascii=False)
            written.append(path)
            saves.pop(0)
            print(f"saved {path} after {answers} answers ({want['at']}): {reply['prompt'][:70]}", flush=True)
            continue
        if game.get("bot"):
            choice = server.ask({"cmd": "bot", "level": game["bot"]})
            if not choice.get("ok"):
                raise RuntimeError(json.dumps(choice))
            action = choice["action"]
        else:
            action = rng.choice(reply["actions"])
        reply = server.ask({"cmd": "apply", "action": action})
        if not reply.get("ok"):
            raise RuntimeError(game["name"] + ": " + json.dumps(reply))
        answers += 1
        if answers > 3000:
            break
    server.close()
    if saves:
        print(f"{game['name']}: {len(saves)} saves not taken (game over after {answers} answers)", flush=True)
    return written


def main():
    binary, outdir, plan = sys.argv[1:4]
    with open(plan) as f:
        games = json.load(f)
    for game in games:
        play(binary, outdir, game)


if __name__ == "__main__":
    main()
