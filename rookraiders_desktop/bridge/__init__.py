"""The only Qt code that knows the engine: GameSession turns engine calls into Qt signals."""
