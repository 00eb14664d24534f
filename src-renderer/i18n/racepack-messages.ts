/** Racepack's wording (MESSAGES.racepack): setup, the race screen, the log, the results. */
const FACE = ['null', 'ace', '2', '3', '4', '5'] as const;
const tokenName = (v: number) => (v === 1 ? 'ace' : String(v));

export const RACEPACK_MESSAGES = {
  gameChoice: 'Game',
  automobiles: 'Automobiles',
  racepack: 'Racepack',
  rules: 'Racepack rules',
  rulesTitle: 'How to play Racepack: the rules reference with the rulebook’s figures, searchable',
  racepackTag: 'a skill-based race on tiles: three movements a turn, corners at speed 1 (or 2, at a risk)',
  setup: {
    players: 'Players',
    addPlayer: '+ Add player',
    cars: (n: number) => (n === 2 ? 'two cars (a team)' : 'one car'),
    carsRule: (players: number) =>
      players <= 3
        ? `With ${players} players each drives a team of two cars, ${players * 2} cars in all.`
        : `With ${players} players each drives one car.`,
    track: 'Track',
    tiles: (n: number, corners: number) => `${n} tiles · ${corners} corners`,
    needsBigTrack: 'More than 4 players need a 48-tile track (two piecepacks).',
    laps: 'Laps',
    lapsHint: (n: number) => `The track suggests ${n}.`,
    variants: 'Variants',
    timer: 'Timer',
    timerHint:
      '30 s per car turn (40 s with a team of two cars); out of time loses the rest of the turn. Bots are never timed.',
    pitLane: 'Pit lane',
    pitLaneHint: 'Speed 3 at most in the pit lane; one stop is mandatory; a stop renews the car’s tokens.',
    noPitLane: 'This track has no pit lane.',
    extraHazards: 'Extra hazards',
    extraHazardsHint: 'A spin-out leaves a hazard on the corner (two-piecepack rule).',
    finish: 'Race until',
    finishAll: 'all finish',
    finishPodium: 'podium decided',
    seed: 'Seed',
    seedHint: 'same seed, same dice',
    start: 'Start Racepack race',
    nameProblem: 'Every player needs a name (1–40 characters).',
    levels: {
      random: 'Random',
      greedy: 'Greedy',
      beginner: 'Beginner',
      easy: 'Easy',
      medium: 'Medium',
      hard: 'Hard',
      expert: 'Expert',
    } as Record<string, string>,
    builder: 'Track builder…',
  },
  screen: {
    title: 'Racepack',
    quit: 'Leave race',
    quitConfirm: 'Leave this race? It is not saved.',
    lapOf: (lap: number, laps: number) => `Lap ${lap} of ${laps}`,
    round: (r: number) => `Round ${r + 1}`,
    turnOf: (car: string) => `${car} to move`,
    botThinking: (name: string) => `${name} (bot) is driving…`,
    movement: (n: number) => `Movement ${n} of 3`,
    speedNow: 'Last speed',
    speedNone: '—',
    speedsNext: 'Speeds allowed now',
    choose: 'Click a highlighted space on the board to move there.',
    chooseSpeed: 'Choose the speed for this space',
    confirm: 'Confirm this movement',
    forward: (speed: number) => `Forward ${speed}`,
    laneChange: (dir: 'left' | 'right', speed: number) => `Lane change ${dir} at speed ${speed}`,
    withToken: (v: number) => `uses your ${tokenName(v)} token`,
    withWild: (v: number) => `uses a wild token as ${v}`,
    cornerRisk:
      'Enters a corner at speed 2: you roll the penalty die and spin out on a 5 (1 in 6). Each other player may then play a token to force a re-roll that spins out on that number or more.',
    hazardStop: 'Crosses a hazard: your turn ends after this movement.',
    finishes: 'Crosses the finish line: the race is over for this car.',
    cancel: 'Cancel',
    reenter:
      'Your car spun out: pick one of the outside spaces of the corner to re-enter (speed 1, this uses a movement).',
    pitStop: 'Pit stop (ends the turn, renews tokens)',
    forfeit: 'End turn here',
    noMove: 'No movement is possible: the turn ends.',
    undo: 'Undo',
    undoTitle: 'Take back the last movement (until a die is rolled)',
    saveAs: 'Save as…',
    /** After the movement count of a car a bot drives. */
    botDriven: 'bot',
    tokens: 'Strategy tokens',
    tokensShared: 'shared by the team',
    noTokens: 'none left',
    wild: (n: number) => `${n} wild (2 or 4)`,
    log: 'Race log',
    legend:
      'Yellow: where you can go (the number is the speed) · ↗ lane change · ◆ needs a token · orange ! a corner at speed 2 (penalty die) · dark disc: hazard face down (lap 1) · amber △: hazard, stops a car',
    zoom: 'Wheel: zoom · drag: move the board',
    resetView: 'Fit board',
    cars: 'Cars',
    carLabel: (n: number) => `Car ${n}`,
    spun: 'spun out',
    finished: (place: number) => `finished ${ordinal(place)}`,
    grid: 'on the grid',
    moveHazard: 'Pick the hazard to move to the corner where you spun out.',
    timeLeft: (s: number) => `${s} s`,
    timerLabel: 'Time left for this turn',
    timerTeamLabel: 'Time left for your team’s whole turn (both cars)',
    pause: 'Pause',
    resume: 'Resume',
    pauseTitle: 'Stop the clock (the timer variant)',
    paused: 'Paused',
  },
  defend: {
    title: (name: string) => `${name}: play a token against the roll?`,
    explain: (car: string, roll: number) =>
      `${car} entered a corner at speed 2 and rolled ${FACE[roll]}: safe. You may play one strategy token to force a re-roll: it spins out on that number or more.`,
    play: (v: number) => `Play ${tokenName(v)} (spins on ${v}+)`,
    playWild: (v: number) => `Play wild as ${v} (spins on ${v}+)`,
    pass: 'No token',
    poolOf: (car: number) => `Car ${car}’s tokens`,
    teamPool: 'Team tokens',
    /** A token's face on its button: the ace shows as A. */
    face: (v: number) => (v === 1 ? 'A' : String(v)),
    wildFace: (v: number) => `${v} (wild)`,
    howTo: 'A token n: the re-roll spins out on n or more (ace = 1: any face but null).',
  },
  die: {
    face: (roll: number) => FACE[roll] ?? String(roll),
    title: 'Penalty die',
    spinOn: (n: number) => `spins out on ${n === 5 ? 'a 5' : `${n} or more`}`,
    safe: 'safe',
    spin: 'SPIN-OUT!',
  },
  handoff: {
    title: (name: string) => `Pass the computer to ${name}`,
    why: 'Hot seat: the next decision is theirs.',
    ready: (name: string) => `I am ${name}: show the table`,
  },
  builder: {
    title: 'Track builder',
    name: 'Track name',
    laps: 'Laps',
    import: 'Import file…',
    export: 'Export file',
    save: 'Save',
    race: 'Race on it',
    close: 'Close',
    tool: 'Tile to place',
    straight: 'Straight',
    corner: 'Corner',
    chicane: 'Chicane',
    rotate: 'Rotate',
    remove: 'Remove',
    move: 'Move',
    moving: 'Click an empty cell to move the tile there (Esc: stay).',
    size: 'Size',
    howTo:
      'Click an empty cell to place the tile shown; click a tile to select it, then rotate (R), move (M or the arrow keys) or remove it (Delete). Cars run clockwise; the road follows the tiles’ joins.',
    selected: (kind: string) => `Selected: ${kind}`,
    startHere: 'Start line here',
    pitHere: 'Pit lane from here',
    pitLane: 'Pit lane (beside four straight tiles)',
    startFrom: 'Start again from',
    clear: 'Empty grid',
    notEditable: (name: string) => `“${name}” has tiles off the grid: race it as it is; it cannot be edited here.`,
    fixFirst: 'Fix the problems listed under the grid first.',
    saved: (name: string) => `“${name}” is saved: it is in the track list of the Racepack setup.`,
    imported: (name: string) => `Imported “${name}”.`,
    importedAsIs: (name: string) => `“${name}” is saved as it is (it cannot be edited here).`,
    importBad: (why: string) => `This file is not a Racepack track: ${why}`,
    valid: (n: number) => `A valid circuit of ${n} tiles.`,
    invalid: (n: number) => `${n} ${n === 1 ? 'problem' : 'problems'}:`,
    tileCount: (n: number) =>
      n === 24
        ? '24 tiles: one piecepack (2–4 players)'
        : n === 48
          ? '48 tiles: two piecepacks (5–8 players)'
          : `${n} tiles (the game is built for 24 or 48)`,
  },
  results: {
    title: 'Race over',
    stopped: 'The race was stopped: no car could move. Ranked by position.',
    place: (p: number) => ordinal(p),
    again: 'Race again',
    back: 'Back to the start screen',
    noPit: 'no pit stop',
  },
  log: {
    start: (track: string, laps: number) => `Race on ${track}: ${laps} ${laps === 1 ? 'lap' : 'laps'}.`,
    gridOrder: (cars: string[]) => `Starting grid (by three dice each): ${cars.join(', ')}. Pole first.`,
    gridDice: (rolls: { name: string; dice: number[] }[]) =>
      `Grid dice: ${rolls.map((r) => `${r.name} ${r.dice.map((d) => FACE[d]).join(' + ')} = ${r.dice.reduce((a, b) => a + b, 0)}`).join('; ')}.`,
    forward: (car: string, speed: number) => `${car} moves forward ${speed}.`,
    lane: (car: string, dir: string, speed: number) => `${car} changes lane ${dir} at speed ${speed}.`,
    token: (car: string, v: number) => `${car} uses token ${tokenName(v)}.`,
    defend: (name: string, v: number, car: string) => `${name} plays token ${tokenName(v)} against ${car}: re-roll!`,
    pass: (name: string) => `${name} plays no token.`,
    roll: (car: string, roll: number, spinOn: number, spin: boolean) =>
      `${car} rolls ${FACE[roll]} (spins on ${spinOn === 5 ? '5' : `${spinOn}+`}): ${spin ? 'spin-out!' : 'safe'}.`,
    spun: (car: string, corner: number) => `${car} spins out at corner ${corner}.`,
    reentered: (car: string) => `${car} re-enters the track.`,
    hazardStop: (car: string) => `${car} hits a hazard: turn over.`,
    hazardActivated: 'A hazard turns face up.',
    hazardAdded: 'A new hazard lies where the car spun.',
    hazardMoved: 'A hazard is moved to the corner.',
    lap: (car: string, lap: number, laps: number) => `${car} starts lap ${lap} of ${laps}.`,
    finished: (car: string, place: number, noStop = false) =>
      noStop
        ? `${car} finishes ${ordinal(place)} for now, without its pit stop: every car that stopped will be placed ahead.`
        : `${car} finishes ${ordinal(place)}!`,
    blocked: (car: string, n: number) => `${car} is blocked after ${n} ${n === 1 ? 'movement' : 'movements'}.`,
    pitStop: (car: string) => `${car} makes a pit stop: tokens renewed.`,
    forfeited: (car: string, back: boolean) =>
      back
        ? `${car} ran out of time: turn lost, back to where it began.`
        : `${car} ran out of time: turn lost, it stays where its penalty roll left it.`,
    raceOver: 'The race is over.',
  },
};

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
