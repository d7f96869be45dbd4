"""The Nameless Dark Lord (名もなき魔王): an auction card game for 3 or 4 players over nine rounds."""
