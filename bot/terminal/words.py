"""Every word the terminal table writes, in one place (issue 16's catalogue takes them from here).

The engine's and the pack's words (narration, refusals, rule summaries, the
glossary) come from their own modules; this file holds only what the
terminal adds: its help, its labels, its board's headings and its sentences.
Plurals go through `plural`, never through "(s)".
"""

from __future__ import annotations


def plural(count: int, one: str, many: str | None = None) -> str:
    """ "1 token", "2 tokens", "0 tokens"; `many` for words that do not take an s ("memories")."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


# --- the commands, one line each (COMMANDS.md), in the order `help` lists them ------------------------

COMMAND_WORDS: dict[str, str] = {
    "campaign new": "open a campaign at this table (you host it)",
    "campaign join": "take a seat: your Nurse takes your name",
    "campaign leave": "free your seat (between scenarios)",
    "campaign start": "play the next scenario, or replay one already won: scenario:N order:ana,ben,cy",
    "campaign status": "scenarios won, attempts, the day and shift, whose decision is open; note:true for the note",
    "campaign recap": "previously on…: what happened since the table was last idle",
    "campaign options": "show or change the table options (they apply from the next attempt)",
    "campaign standin": "someone plays an absent player's Nurse tonight: seat:<nurse> member:<player>",
    "campaign undo": "take back the last decision, when it revealed nothing (host or Shift Manager)",
    "campaign abandon": "give up the current attempt (host)",
    "campaign export": "write the whole campaign to a file (it holds spoilers): file:PATH",
    "campaign import": "replace this campaign with one from a file (host): file:PATH",
    "shift reveal": "reveal this shift's Patient Card (Shift Manager)",
    "shift assign": "from the break room to the shift's next space: staff:<who>",
    "shift cover": "someone from the previous shift, or an On-Call: staff:<who>",
    "shift extra": "extra cover by someone on this shift: staff:<who> spaces:1|2",
    "shift call": "a Nurse on the Contact Tile: nurse:<who> (scenarios with Calling)",
    "shift done": "end staffing (a short shift only when nothing legal remains)",
    "shift leave": "send break-room staff On Leave: staff:<who>",
    "care medical": "the senior member chooses Medical care",
    "care tokens": "how many of your own Care Tokens go on this card: count:N",
    "care pool": "the senior commits tokens from the assistant pool: count:N",
    "care resolve": "the senior resolves Medical care",
    "care palliative": "the senior chooses Palliative care; talker:<who> billy:<player> answer ahead",
    "care steer": "the talker steers before the first draw: timeline:N (scenario 2+)",
    "care bonus": "the senior gives the Night or Emergency token: staff:<who>",
    "inquire": "ask Billy about a timeline (inquire 3), again for more, or inquire stop",
    "decide": "any decision open to you, by its words or from the completion list: choice:…",
    "board": "the board as text; picture:FILE.png writes it as a picture",
    "memories": "Billy's Collected Memories and the objective; picture:FILE.png writes the picture",
    "hand": "your own face-down cards and tokens (private)",
    "rules": "a rule in a few lines with its ruling id, or a glossary term: rules inquire, rules glossary",
    "help": "this list, and what you can do now",
}
TERMINAL_WORDS: dict[str, str] = {
    "show": "show NAME: that player's private messages and hand, after the screen is cleared",
    "clear": "clear the screen",
    "quit": "leave the table (the game is saved; --resume continues it)",
}
HELP_TITLE = "Commands (type them with or without the /; Tab completes commands, options and values)"
HELP_WHO = (
    "At a shared screen, start a line with the player's name: 'ben: /care tokens count:2'. "
    "Without a name, the line is played by the one player the game is waiting for."
)
HELP_WHO_SEAT = "This terminal plays {name}: every line is {name}'s."
HELP_GROUPS = {"campaign": "The table", "shift": "Shift Manager", "care": "Care", "look": "Looking and rules"}
OPEN_TO = "Open to {name} now:"
NOTHING_OPEN = "Nothing is waiting for {name} now."

# --- the prompt and the "waiting for" line ---------------------------------------------------------

WAITING = "Waiting for"
WAITING_NOBODY = "nobody"
DECIDE = "/decide"
OR = " or "
PROMPT_STATUS = "Day {day}, {shift} shift · Shift Manager {manager} · {step}"
PROMPT_NO_GAME = "No scenario is being played: /campaign start"
PROMPT_NO_CAMPAIGN = "No campaign in this file yet: /campaign new"
STEP_WORDS = {
    "reveal": "revealing the Patient Card",
    "staffing": "staffing",
    "bonus": "the bonus token",
    "care": "choosing care",
    "medical": "Medical care",
    "rewards": "rewards",
    "give_token": "rewards",
    "talker": "Palliative care",
    "billy_voice": "Palliative care",
    "focus": "Palliative care",
    "drawing": "talking with Billy",
    "inquiry": "Inquiry",
    "sm_return": "end of shift",
    "over": "the scenario is over",
}

# --- the board ----------------------------------------------------------------------------------------

BOARD_TITLE = "Scenario {number}: {title}"
BOARD_WHEN = "Day {day}, {shift} shift · {step}"
CONDITION = "Billy's condition {value}/30, {band}"
BANDS = {"green": "green", "orange": "orange", "red": "red", "black": "black"}
WARNINGS = "Hospital Warnings {count}/2"
POOL = "assistant pool: {tokens}"
DECKS = "Decks: {patient}, {partial}, {clear}"
DECK_PATIENT = ("Patient Card", "Patient Cards")
DECK_PARTIAL = ("Partial Memory", "Partial Memories")
DECK_CLEAR = ("Clear Memory", "Clear Memories")
OBJECTIVE = "Objective"
DONE_MARK, TODO_MARK = "[x]", "[ ]"
STAFF_TITLE = "Staff"
STAFF_HEADINGS = ("Name", "Where", "Care Tokens", "Stress", "Face-down cards")
NURSE_ROLE = {"sm": " (Shift Manager)"}
PLACES = {
    "break_room": "break room",
    "shift": "on shift",
    "leave": "On Leave",
    "sm_board": "Shift Manager Board",
    "on_call": "On-Call",
    "gone": "used up",
}
OVERSTRESSED = "overstressed"
NO_CARDS = "none"
BACKS = "{count} of timeline {timeline}"
SHIFTS_TITLE = "Today's shifts"
SHIFT_HEADINGS = ("Shift", "Patient Card", "Staff", "Care")
CARD_KINDS = {"stable": "stable", "deteriorating": "deteriorating", "emergency": "EMERGENCY"}
CARD_LINE = "{kind}; {needs}; deterioration {deterioration}; rewards: {rewards}{inquiry}"
CARD_NEEDS = ("needs 1 staff", "needs {n} staff")
CARD_INQUIRY = "; inquiry"
CARD_HIDDEN = "not revealed yet"
NO_REWARDS = "none"
SHORT = "short-staffed"
CARE_WORDS = {"medical": "Medical", "palliative": "Palliative", None: "-"}
COMMITTED = "{tokens} on the card"
CONTACT = "Contact Tile: {name}"
GRID_TITLE = "Billy's Collected Memories"
GRID_TIMELINE = "timeline {n}"
GRID_KEY = "C = Clear Memory, P = Partial Memory, . = empty, * = asked for by the objective"
CONVERSATION = "{talker} is talking with Billy ({deck} deck); {voice} speaks for Billy"
SM_BOARD = "Shift Manager Board: {cards} face down"
CONTACTS = "Contacts: {names}"
CALLED = " (called)"
REMOVED_EVENTS = "Events out of play: {titles}"
RESULT = {"won": "The scenario is won.", "lost": "The scenario is lost."}

# --- the session ---------------------------------------------------------------------------------------

WELCOME = (
    "Holding On, at the terminal. Type help for the commands; Tab completes them. "
    "Ctrl-D or quit leaves (the game is saved)."
)
SAVED_IN = "This campaign is saved in {path}"
RESUMED = "Resumed from {path}."
DONE = "✓ {note}"
TABLE_DONE = "Done: "  # how the table's notes begin (bot/table/service.py): the ✓ says it at the terminal
TABLE_CARD_NOTE = " A card came to you face down"  # the table's pointer to DMs, left out at the terminal
REFUSED = "✗ {message}"
ALLOWED = "You can: {allowed}."
LEFT = "Left the table; the game is saved in {path}. Continue with: python -m bot local --resume --db {path}"
LEFT_SHORT = "Left the table; the game is saved."
PRIVATE_WAITING = "✉ {name} has {count} waiting: type 'show {key}' when only {name} can see the screen."
PRIVATE_COUNT = ("private message", "private messages")
PRIVATE_HEADER = "Only for {name}"
SHOW_ASK = "Private messages and hand for {name}. Everyone else, look away. {name}: press Enter to read them."
SHOW_DONE = "{name}: press Enter to hide them (the screen is cleared)."
SHOW_NOTHING = "{name} has no private messages waiting."
SHOW_NOT_HERE = (
    "Private messages are shown only at an interactive terminal (or with --reveal-private, for a script author)."
)
SHOW_NOT_YOURS = "This terminal plays {name}: its private messages are shown here as they come."
PRIVATE_LABEL = "[private to {name}] "
HAND_LINE = "{name}: {tokens}, Stress {stress}/{most}"
HAND_PARTIALS = "Partial Memories (face down): {cards}"
HAND_CLEARS = "Clear Memories (face down): {cards}"
HAND_SM_BOARD = "Shift Manager Board (you hold it today): {cards}"
HAND_PARTIAL = "timeline {timeline}: “{quote}”"
HAND_CLEAR = "timeline {timeline}"
HAND_NONE = "none"
HAND_EMPTY = "{name} holds no Nurse in this scenario."
HAND_PRIVATE = "{name}'s hand is private: type 'show {key}' when only {name} can see the screen."
PICTURE_WRITTEN = "Wrote {path}."
PICTURE_FAILED = "Cannot write {path}: {reason}."
EXPORT_WRITTEN = "Wrote the campaign to {path}. It holds spoilers (seeds, deck order, held cards): keep it to yourself."
IMPORTED = "Imported the campaign from {path}."
FILE_MISSING = "There is no file {path}."
FILE_OPTION = "Name the file: {command} file:PATH"
NO_CAMPAIGN = "There is no campaign in this file yet. Start one with /campaign new."
NO_GAME = "No scenario is being played here. Start one with /campaign start."
STATUS_WON = "Scenarios won: {won}; next: {next}."
STATUS_NONE = "none"
STATUS_ALL_WON = "none (every scenario is won)"
STATUS_SEATS = "Players: {seats}; host: {host}."
STATUS_STANDIN = "{nurse} (played tonight by {who})"
STATUS_PLAYING = "Playing scenario {scenario}, attempt {attempt}."
CONTENT_NOTE = "Content note: {note}"
OPTIONS_TITLE = "Table options:"
OPTION_LINE = "{key} = {value}"
OPTIONS_CHANGED = "Table options changed: {changes}. They apply from the next scenario attempt."
OPTION_VALUE_WORDS = {True: "on", False: "off", "en": "English", "de": "Deutsch", "dm": "by DM", "channel": "aloud"}
OPTION_BAD = "{key} can be {allowed}."
OPTION_UNKNOWN = "There is no table option {key!r}; the options are {known}."
JOINED = "{name} takes a seat."
LEFT_SEAT = "{name} leaves the table."
STANDIN_ON = "{who} plays Nurse {nurse} tonight."
STANDIN_OFF = "Nurse {nurse} is played by her own player again."
CAMPAIGN_OPENED = "A campaign is open; {host} hosts it. Each player: 'name: /campaign join', then /campaign start."
RECAP_TITLE = "Previously on Holding On:"
RECAP_EMPTY = "Nothing has happened at this table yet."
RULES_PICK = "Pick a topic: rules <topic>. Topics: {topics}, or {glossary}."
RULES_UNKNOWN = "No rule or glossary term called {topic!r}; try: rules glossary, or rules with no topic for the list."
NOT_A_PLAYER = "{name!r} has no seat here; players: {players}."
NOT_THIS_SEAT = "This terminal plays {name} (--as {key}): lines for other players are typed at their own terminal."
WHO_FIRST = "Who is this for? Start the line with the player's name, e.g. '{example}: {line}'."
UNKNOWN_COMMAND = "There is no command {command!r}; type help for the list."
UNKNOWN_OPTION = "/{command} has no option {option!r}; its options: {options}."
NO_OPTIONS = "/{command} takes no options."
READ_LINE = "Cannot read that line: write '[name:] /command option:value', e.g. 'ana: /shift assign staff:Ben'."
NURSE_NAME_HERE = "At the terminal table your Nurse takes your name: type '{name}: /campaign join'."
SCENARIO_NUMBER = "scenario must be a scenario's number, e.g. scenario:2 (not {value!r})."
ORDER_NAMES = "order names every seated player once, separated by commas, e.g. order:ana,ben,cy."
MEMBER_NAME = "Name the player who stands in, e.g. member:dee (leave it out to end the stand-in)."
YES_NO = "{option} is true or false."
ABANDONED = "Scenario {scenario} was abandoned."
SCRIPT_STOPPED = "stopped at line {number}"
UNFINISHED = "End of input: the scenario was left unfinished (it is saved; --resume continues it)."
STOPPED = "Stopped (Ctrl-C): the game is saved."
