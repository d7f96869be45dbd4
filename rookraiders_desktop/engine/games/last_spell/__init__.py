"""The Last Spell: The Board Game — Night: cooperative defence of a town against the fog.

Modules (one owner each; they meet only through these functions):
- content.py: the data schema and loader (resources/games/last_spell/*.json).
- models.py: the state; actions.py: the player choices; errors.py: Violation (clause ids).
- geometry.py: the board as squares and sectors: occupancy, emptiness, fog, sectors (current,
  adjacent, far), areas (LS-2.7), town membership, halves.
- targeting.py: line of sight (LS-6), attack ranges and attack areas (LS-22.1-22.24), hero paths;
  for the scene: direct_hit_squares, attack_squares, has_los, reachable.
- combat.py: defence dice (LS-9), hero attacks and their side effects (LS-5, LS-22) with the
  "reroll" decision (legal_reroll_actions, apply_reroll_action), damage to monsters / heroes (the
  "armour" decision: legal_armour_actions, apply_armour_action, resolve_damage) / structures / the
  magic circle, deaths and Priest Armor (the "priest" decision: apply_priest).
- hero_phase.py: the hero phase (LS-16, LS-17): turns, legal actions, applying them. (The Screech's
  discard, decision "screech", is applied by rules.py.)
- monster_phase.py: the six monster phase steps (LS-11 to LS-15) and the Fallen Harpy (LS-12);
  the other bosses' rules live in their own modules, called through its boss hooks
  (monster_phase.boss_module): cetusia.py, Lakeburg's Cetusia (LS-20); dryad.py, Glenwald's
  Corrupted Dryad (LS-21: its appearance, growth, hatcheries and seed cannons, traps, its attack);
  making_room.py: what both do where they surface (objects removed, heroes pushed to the fog).
- rules.py: the room: setup from scenario presets, the flow driver, end of night (LS-18),
  victory and defeat (LS-1), solo (LS-24), the introductory scenario (LS-25).
- choices.py: the players' decisions inside the rules (decision "choose", LSN-6): the explosion's
  victim (LS-10.7), a structure tie (LS-8.12), a scroll's Curse colour and Propagation chain.
- text.py: log and prompt texts; bot.py: the hero bot.

The flow driver (rules.advance) resolves, in this order: a dying hero (Priest Armor), queued hero
damage (armour decisions), a pending hero attack (rerolls), a players' choice, the Harpy's
Screech discards, then the phase's own work (monster_phase.advance / hero_phase.advance).
"""
