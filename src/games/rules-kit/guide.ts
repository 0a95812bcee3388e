// The shape of a game's Rules screen text (`<kind>/guide.ts`): pure data, checked with the engines.

/** One of the app's readings of a gap in a game's rule text: its anchor, a short title, and one line of why. */
export interface GuideReading {
  /** Anchor on the Rules screen (`#/rules/<kind>?r=<id>`): lowercase words joined by '-'. */
  id: string;
  title: string;
  why: string;
}

/** A game's Rules screen, in the app's own words (never the rule text's sentences). */
export interface GameGuide {
  /** Setting the table up. */
  setup: string[];
  /** How a turn or round goes. */
  turn: string[];
  /** What the app does for the table. */
  app: string[];
  /** The app's readings of gaps in the rule text, each with one line of why. */
  readings: GuideReading[];
}
