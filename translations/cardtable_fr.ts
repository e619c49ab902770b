<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>cardtable</name>
    <message>
        <source>Best of {count} moves over {deals} imagined deals ({share} of the search).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move} is not a legal move now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not lead {suit} until they are broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand suits {name} best of the open contracts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps in the longest, strongest suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This starting rank leaves the fewest cards to wait for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No double looks worth its risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} leads toward your own cards without helping others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {card}: win tricks cheaply, keep trumps for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead the {card}: others will probably beat it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the suit: throw away the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expect to score better than {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A compulsory double of declarer is due now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the open contracts: {letters}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With doubles of declarer only, you may double declarer only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} does not fit: play the next card up or down in a started suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card: follow {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} declared {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Barbu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the starting rank: 2 to 10, J, Q, K or A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling comes first: double whom you like, then pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doubling is over: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pass in a trick: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already played {name} in this seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double a seat: 0 to 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot double yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already doubled {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer may only redouble players who doubled her.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Trumps and Dominoes the others may double declarer only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not lead a heart in {name} unless you hold only hearts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When trumps are led you must beat the highest trump if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must head the trick with a trump if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can play a card, so you must.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A suit is started with its {rank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer: {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a contract: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the starting rank for Dominoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double whom you like, then pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card to the layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} went out first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer must first choose a contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer must first name the starting rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name trumps with a suit letter: C, D, H or S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With doubles of declarer only, declarer who redoubles must redouble everyone who doubled her.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} of {count} of this declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting rank: {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {number} of 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must double declarer now (a compulsory double), then pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redouble whom you like of those who doubled you, then pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double declarer if you like, then pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a card on the layout, or pass if none fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card fits the layout: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead a card (not a heart unless you hold only hearts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer must first name trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must double declarer now: you still owe {owed} compulsory double(s) with {left} hand(s) left in declarer&apos;s seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} doubled {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody doubled you: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redouble everyone who doubled you, then pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} took the king of hearts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} doubled {count} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} declares next; contracts still to play: {contracts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is over after {hands} hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} declared this hand, but hand {hand} of the sheet is another player&apos;s: check the first declarer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the contract {seat} declared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{trumps} is not a suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} is not a rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw scores add up to {points}, but in {contract} they always add up to {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubles of {seat} still owed: {tally}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every compulsory double of {seat} has been made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} is not a contract of this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s raw score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Dominoes the raw scores are {places} for the first to the last player out, one each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Ravage City {ravage} goes to the player with the most cards of one suit, or is shared equally by those tied for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s doubles name someone who is not at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must double declarer: this is the last hand of the seven and a compulsory double is still owed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must double declarer: {owed} compulsory doubles are still owed and only {left} hands are left in this seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must double declarer on the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has already played {contract} in this seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in {contract}: {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody may double their own score, as {seat} did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is declarer, and declarer may only redouble players who doubled declarer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {contract} the others may only double declarer: {seat} doubled another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With declarer-only doubles, {seat} may only double declarer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards left: say &quot;Last card!&quot; before playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fits: draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {card} and name your longest suit, {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move} is not a move of Crazy Eights: play a card, draw, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank}, or any {wild}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} does not match the {top}, so it names no suit: play it without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can play, so you may not draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card or draw one; you may pass only when you can do neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no card to play, so you will not be down to one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}, or draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must draw {count} cards or play another {rank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} names no suit: play it without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one of the {suit} (named with the {top}), or any {wild}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play the {card} only on one of the {suit} or on another {wild}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a suit: C, D, H or S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} names no suit in this game: play it without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can play, so you must.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody says &quot;Last card!&quot; in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already said &quot;Last card!&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say &quot;Last card!&quot; when you hold two cards and are about to play one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock: {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody can play or draw: the hand is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} cards or play another {rank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the card you drew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can neither play nor draw: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After drawing you may only play a card you drew this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn card may not be played at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must name a suit with the {wild}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already drawn your card this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may draw at most {limit} cards in a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew a card you can play: play it or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep drawing until you can play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit to play: {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty waiting: draw {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play goes anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card you drew, draw again, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the card you drew, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who went out is not at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards and scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the penalty points of {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s {points} penalty points cannot come from {cards} cards: each card counts 1 to 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card fits under 31 (count is {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best {others}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} risks about {risk} points in reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pegs {points} with the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move} is not a move of Cribbage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card (count is {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crib is full: play a card or say go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can play, so you cannot say go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would take the count past 31 (count is {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crib: {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} to {verb}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {n} {cards} to {whose} crib.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot play without passing 31 (count is {count}): say go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {n} {cards} to the crib first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} reached {target}: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} deals next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} pegs first and counts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one side can reach {target}: the game stops at once when someone does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter where {seat}&apos;s front peg stands, or no pegs at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter what {seat} pegged (0 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s hand score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s front peg cannot go back from {before} to {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is double skunked (under 61): the win counts triple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the crib&apos;s score for {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s peg cannot pass the end of the board at {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is skunked (under 91): the win counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s two hands cannot count {points}: each counts 0 to 29.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s scores add up to {points}, but the front peg moved {moved}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the {card}: it is likely to win tricks with points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the suit: shed the {card}, a dangerous high card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Hearts you pass or play one card at a time, not &apos;{move}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat has already passed its three cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card is played until every seat has passed three cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already chosen the {card} to pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hearts or queen of spades on the first trick unless you hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} more cards to pass {direction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} shot the moon: 26 points to every other player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards are passed on this hand: it is a hold hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two of clubs leads the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing: {direction}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts not broken yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 3 cards to pass {direction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 1 more card to pass {direction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead the two of clubs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead a card (hearts are not broken yet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} took the queen of spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand: pass {direction}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand: no passing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the points {seat} took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The points taken add up to {total}, not 26: every hand holds 13 hearts at 1 point and the queen of spades at 13 (a moon shot changes the scores, not the points taken).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who shot the moon is not at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} took {points} points: a player takes 0 to 26.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} shot the moon, so took all 26 points, not {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {bid}: this hand should take about {expected} tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} made a bid of {bid}: {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Oh Hell you bid, then play one card at a time, not &apos;{move}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bidding is over: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid a number of tricks from 0 to {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bids may not add up to the number of tricks: as dealer you may not bid {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody made their bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player bids before the first card is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The joker is the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {number} of {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards} but not {bid} (the bids may not add up to {cards}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: {suit}. The joker is the {card} in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps (the last hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps (the joker was turned up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks} · made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks} · missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hand: {cards} cards each, at no trump; {seat} deals and {other} bids first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {cards}: tricks add up to the hand size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bids add up to {cards}, the number of tricks: with the hook rule {seat}, the dealer, may not bid {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last hand is played at no trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at your cards before bidding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {count} tricks: aces, guarded kings, spades and ruffs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the {card} to your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Far behind: risk a blind nil for 100 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card here should win a trick: bid nil.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid from 1 to {most} tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone bids before the play: bid how many tricks you expect to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already looked at your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil is bid before looking at your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nil is not played at this table: bid at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To bid no tricks, bid nil.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid how many tricks you expect to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass a card to your partner, who bid blind nil.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First the blind nil bidder and her partner pass each other a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose: blind nil, or look at your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil is played by partners only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil is not played at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass exactly one card to your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind nil, or look at your cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid how many tricks you expect to take, or nil.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass a card to your partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead a card (spades are not broken yet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} &amp; {other}: bid {bid}, took {took}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades not broken yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s {bid} failed ({took} taken).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} made {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nil · took {took}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blind nil · took {took}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid {bid} · took {took}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: 1 bag (9 more cost 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter {player}&apos;s bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the tricks {player} took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: {count} bags ({left} more cost 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: 1 bag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: {count} bags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match was already over after hand {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All families</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played recently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redouble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of tricks to bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tricks you expect to take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double everyone you may</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start at {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bid is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum: {verb} all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All score sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the score sheets window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the number of an earlier deal to replay it; leave empty for a new deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always {n} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty for a new deal; type a number to replay a deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own choice of options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n} is played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level of seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules text comes with this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed from standard: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct what is listed above first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone {name} may choose here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {label} {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} may not choose {name} in this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing is not available in this installation. Save the sheet as a PDF file and print that instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After 1 hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{after}: {names} leads with {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{after}: {names} lead with {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} wins with {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win with {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {n}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}, ringed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After {n} hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total of {name}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partnerships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No score sheets yet. Choose “New sheet…” to keep score of a game played with real cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a sheet on the left, or start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet as a table for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet as a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this sheet (Undo brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type in the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the chosen hand (or double-click it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the chosen hand; the hands after it are scored again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This kind of sheet is not known to this version of Card Table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rename sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always {n} {noun}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low} to {high} {noun}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet has no options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over: {winner}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last changed {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This kind of sheet ({kind}) is not known to this version of Card Table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet could not be drawn: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
