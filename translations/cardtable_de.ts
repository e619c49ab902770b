<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>cardtable</name>
    <message>
        <source>Beginner (plays at random)</source>
        <translation>Anfänger (spielt zufällig)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>{move} is not a legal move now.</source>
        <translation>{move} ist jetzt kein erlaubter Zug.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>{game} has no preset {preset} (presets: {known})</source>
        <translation>{game} hat keine Variante {preset} (Varianten: {known})</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} ist für {low} bis {high} Spieler, nicht für {players}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>no option named {option} (options: {known})</source>
        <translation>keine Option namens {option} (Optionen: {known})</translation>
    </message>
    <message>
        <source>option {option} is yes or no, not {value}</source>
        <translation>Option {option} ist ja oder nein, nicht {value}</translation>
    </message>
    <message>
        <source>option {option} is a whole number, not {value}</source>
        <translation>Option {option} ist eine ganze Zahl, nicht {value}</translation>
    </message>
    <message>
        <source>option {option} is at least {minimum}</source>
        <translation>Option {option} ist mindestens {minimum}</translation>
    </message>
    <message>
        <source>option {option} is at most {maximum}</source>
        <translation>Option {option} ist höchstens {maximum}</translation>
    </message>
    <message>
        <source>option {option} is one of {allowed}, not {value}</source>
        <translation>Option {option} erlaubt {allowed}, nicht {value}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; reuses the id &apos;{id}&apos;; skipped</source>
        <translation>Spiel-Plugin „{plugin}“ verwendet die ID „{id}“ erneut; übersprungen</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; could not be loaded: {error}</source>
        <translation>Spiel-Plugin „{plugin}“ konnte nicht geladen werden: {error}</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <translation>Sie müssen Farbe bedienen: {suit}.</translation>
    </message>
    <message>
        <source>You may not lead {suit} until they are broken.</source>
        <translation>Sie dürfen {suit} erst ausspielen, wenn es gebrochen ist.</translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take the trick.</source>
        <translation>Bedienen Sie mit {card} und versuchen Sie, den Stich nicht zu bekommen.</translation>
    </message>
    <message>
        <source>This hand suits {name} best of the open contracts.</source>
        <translation>Von den offenen Kontrakten passt {name} am besten zu diesem Blatt.</translation>
    </message>
    <message>
        <source>Trumps in the longest, strongest suit.</source>
        <translation>Trumpf in der längsten, stärksten Farbe.</translation>
    </message>
    <message>
        <source>This starting rank leaves the fewest cards to wait for.</source>
        <translation>Mit diesem Startwert muss man auf die wenigsten Karten warten.</translation>
    </message>
    <message>
        <source>No double looks worth its risk.</source>
        <translation>Kein Kontra scheint das Risiko wert.</translation>
    </message>
    <message>
        <source>The {card} leads toward your own cards without helping others.</source>
        <translation>{card} führt zu Ihren eigenen Karten hin, ohne den anderen zu helfen.</translation>
    </message>
    <message>
        <source>Play the {card}: win tricks cheaply, keep trumps for later.</source>
        <translation>Spielen Sie {card}: So gewinnen Sie Stiche billig und heben Trümpfe für später auf.</translation>
    </message>
    <message>
        <source>Lead the {card}: others will probably beat it.</source>
        <translation>Spielen Sie {card} aus: Die anderen spielen wahrscheinlich höher.</translation>
    </message>
    <message>
        <source>Out of the suit: throw away the {card}.</source>
        <translation>Farbe nicht vorhanden: Werfen Sie {card} ab.</translation>
    </message>
    <message>
        <source>Expect to score better than {seat}.</source>
        <translation>Voraussichtlich mehr Punkte als {seat}.</translation>
    </message>
    <message>
        <source>A compulsory double of declarer is due now.</source>
        <translation>Jetzt ist ein Pflichtkontra gegen den Spielmacher fällig.</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>Each player declares seven contracts in turn; double the players you expect to beat.</source>
        <translation>Jeder Spieler sagt reihum sieben Kontrakte an; kontrieren Sie die Spieler, die Sie zu schlagen erwarten.</translation>
    </message>
    <message>
        <source>Choose one of the open contracts: {letters}.</source>
        <translation>Wählen Sie einen der offenen Kontrakte: {letters}.</translation>
    </message>
    <message>
        <source>With doubles of declarer only, you may double declarer only.</source>
        <translation>Wenn nur der Spielmacher kontriert werden darf, dürfen Sie nur den Spielmacher kontrieren.</translation>
    </message>
    <message>
        <source>The {card} does not fit: play the next card up or down in a started suit.</source>
        <translation>{card} passt nicht: Spielen Sie in einer begonnenen Farbe die nächsthöhere oder nächstniedrigere Karte.</translation>
    </message>
    <message>
        <source>Play a card: follow {suit}.</source>
        <translation>Spielen Sie eine Karte: {suit} muss bedient werden.</translation>
    </message>
    <message>
        <source>{seat} declared {name}.</source>
        <translation>{seat} hat {name} angesagt.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Barbu.</source>
        <translation>„{move}“ ist kein Zug in Barbu.</translation>
    </message>
    <message>
        <source>Name the starting rank: 2 to 10, J, Q, K or A.</source>
        <translation>Nennen Sie den Startwert: 2 bis 10, J, Q, K oder A.</translation>
    </message>
    <message>
        <source>Doubling comes first: double whom you like, then pass.</source>
        <translation>Zuerst wird kontriert: Kontrieren Sie, wen Sie möchten, dann passen Sie.</translation>
    </message>
    <message>
        <source>The doubling is over: play a card.</source>
        <translation>Das Kontrieren ist vorbei: Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>You cannot pass in a trick: play a card.</source>
        <translation>Im Stich können Sie nicht passen: Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>You have already played {name} in this seven.</source>
        <translation>Sie haben {name} in diesen sieben Runden schon gespielt.</translation>
    </message>
    <message>
        <source>Double a seat: 0 to 3.</source>
        <translation>Kontrieren Sie einen Platz: 0 bis 3.</translation>
    </message>
    <message>
        <source>You cannot double yourself.</source>
        <translation>Sie können sich nicht selbst kontrieren.</translation>
    </message>
    <message>
        <source>You have already doubled {seat}.</source>
        <translation>Sie haben {seat} schon kontriert.</translation>
    </message>
    <message>
        <source>Declarer may only redouble players who doubled her.</source>
        <translation>Der Spielmacher darf nur Spieler rekontrieren, die ihn kontriert haben.</translation>
    </message>
    <message>
        <source>In Trumps and Dominoes the others may double declarer only.</source>
        <translation>Bei Trumpf und Domino dürfen die anderen nur den Spielmacher kontrieren.</translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Spielen Sie jeweils nur eine Karte.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>{card} ist nicht auf Ihrer Hand.</translation>
    </message>
    <message>
        <source>You may not lead a heart in {name} unless you hold only hearts.</source>
        <translation>Bei {name} dürfen Sie Herz nur ausspielen, wenn Sie nur noch Herz haben.</translation>
    </message>
    <message>
        <source>When trumps are led you must beat the highest trump if you can.</source>
        <translation>Wird Trumpf ausgespielt, müssen Sie den höchsten Trumpf überstechen, wenn Sie können.</translation>
    </message>
    <message>
        <source>You must head the trick with a trump if you can.</source>
        <translation>Sie müssen den Stich mit Trumpf übernehmen, wenn Sie können.</translation>
    </message>
    <message>
        <source>You can play a card, so you must.</source>
        <translation>Sie können eine Karte spielen, also müssen Sie es auch.</translation>
    </message>
    <message>
        <source>A suit is started with its {rank}.</source>
        <translation>Eine Farbe wird mit dem Startwert ({rank}) begonnen.</translation>
    </message>
    <message>
        <source>Declarer: {seat}</source>
        <translation>Spielmacher: {seat}</translation>
    </message>
    <message>
        <source>Contract: {name}</source>
        <translation>Kontrakt: {name}</translation>
    </message>
    <message>
        <source>Choose a contract: {names}.</source>
        <translation>Wählen Sie einen Kontrakt: {names}.</translation>
    </message>
    <message>
        <source>Name trumps.</source>
        <translation>Sagen Sie Trumpf an.</translation>
    </message>
    <message>
        <source>Name the starting rank for Dominoes.</source>
        <translation>Nennen Sie den Startwert für Domino.</translation>
    </message>
    <message>
        <source>Double whom you like, then pass.</source>
        <translation>Kontrieren Sie, wen Sie möchten, dann passen Sie.</translation>
    </message>
    <message>
        <source>Play a card to the layout.</source>
        <translation>Legen Sie eine Karte an die Auslage an.</translation>
    </message>
    <message>
        <source>Lead a card.</source>
        <translation>Spielen Sie eine Karte aus.</translation>
    </message>
    <message>
        <source>Ravage City</source>
        <translation>Ravage City</translation>
    </message>
    <message>
        <source>Doubles of declarer only</source>
        <translation>Nur den Spielmacher kontrieren</translation>
    </message>
    <message>
        <source>Alternative scores</source>
        <translation>Alternative Wertung</translation>
    </message>
    <message>
        <source>Barbu with Ravage City</source>
        <translation>Barbu mit Ravage City</translation>
    </message>
    <message>
        <source>Eight contracts for each declarer: Ravage City is added.</source>
        <translation>Acht Kontrakte für jeden Spielmacher: Ravage City kommt hinzu.</translation>
    </message>
    <message>
        <source>Barbu, doubles of declarer only</source>
        <translation>Barbu, nur den Spielmacher kontrieren</translation>
    </message>
    <message>
        <source>The simpler doubling: only declarer may be doubled.</source>
        <translation>Das einfachere Kontrieren: Nur der Spielmacher darf kontriert werden.</translation>
    </message>
    <message>
        <source>{seat} went out first.</source>
        <translation>{seat} hat als Erster alle Karten abgelegt.</translation>
    </message>
    <message>
        <source>Declarer must first choose a contract.</source>
        <translation>Der Spielmacher muss zuerst einen Kontrakt wählen.</translation>
    </message>
    <message>
        <source>Declarer must first name the starting rank.</source>
        <translation>Der Spielmacher muss zuerst den Startwert nennen.</translation>
    </message>
    <message>
        <source>Name trumps with a suit letter: C, D, H or S.</source>
        <translation>Sagen Sie Trumpf mit einem Farbbuchstaben an: C, D, H oder S.</translation>
    </message>
    <message>
        <source>With doubles of declarer only, declarer who redoubles must redouble everyone who doubled her.</source>
        <translation>Wenn nur der Spielmacher kontriert werden darf, muss der Spielmacher beim Rekontrieren alle rekontrieren, die ihn kontriert haben.</translation>
    </message>
    <message>
        <source>Hand {number} of {count} of this declarer</source>
        <translation>Runde {number} von {count} dieses Spielmachers</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <source>Starting rank: {rank}</source>
        <translation>Startwert: {rank}</translation>
    </message>
    <message>
        <source>Trick {number} of 13</source>
        <translation>Stich {number} von 13</translation>
    </message>
    <message>
        <source>You must double declarer now (a compulsory double), then pass.</source>
        <translation>Sie müssen jetzt den Spielmacher kontrieren (Pflichtkontra), dann passen Sie.</translation>
    </message>
    <message>
        <source>Redouble whom you like of those who doubled you, then pass.</source>
        <translation>Rekontrieren Sie, wen Sie möchten, unter denen, die Sie kontriert haben, dann passen Sie.</translation>
    </message>
    <message>
        <source>Double declarer if you like, then pass.</source>
        <translation>Kontrieren Sie den Spielmacher, wenn Sie möchten, dann passen Sie.</translation>
    </message>
    <message>
        <source>Lay a card on the layout, or pass if none fits.</source>
        <translation>Legen Sie eine Karte an die Auslage an oder passen Sie, wenn keine passt.</translation>
    </message>
    <message>
        <source>No card fits the layout: pass.</source>
        <translation>Keine Karte passt an die Auslage: Passen Sie.</translation>
    </message>
    <message>
        <source>Lead a card (not a heart unless you hold only hearts).</source>
        <translation>Spielen Sie eine Karte aus (kein Herz, außer Sie haben nur noch Herz).</translation>
    </message>
    <message>
        <source>An eighth contract: whoever takes the most cards of one suit scores -36 (ties share it). 32 hands; the Dominoes scores rise by 9 to keep the zero sum.</source>
        <translation>Ein achter Kontrakt: Wer die meisten Karten einer Farbe bekommt, erhält -36 (bei Gleichstand geteilt). 32 Runden; die Domino-Werte steigen um 9, damit die Nullsumme erhalten bleibt.</translation>
    </message>
    <message>
        <source>Players may double declarer only, not each other; a declarer who redoubles must redouble everyone who doubled her.</source>
        <translation>Die Spieler dürfen nur den Spielmacher kontrieren, nicht einander; ein Spielmacher, der rekontriert, muss alle rekontrieren, die ihn kontriert haben.</translation>
    </message>
    <message>
        <source>The king of hearts scores -15 and Dominoes +40 / +20 / +10 / -10.</source>
        <translation>Der Herz-König zählt -15 und Domino +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Declarer must first name trumps.</source>
        <translation>Der Spielmacher muss zuerst Trumpf ansagen.</translation>
    </message>
    <message>
        <source>{seat} doubled {other}</source>
        <translation>{seat} hat {other} kontriert</translation>
    </message>
    <message>
        <source>Nobody doubled you: pass.</source>
        <translation>Niemand hat Sie kontriert: Passen Sie.</translation>
    </message>
    <message>
        <source>Redouble everyone who doubled you, then pass.</source>
        <translation>Rekontrieren Sie alle, die Sie kontriert haben, dann passen Sie.</translation>
    </message>
    <message>
        <source>{seat} took the king of hearts.</source>
        <translation>{seat} hat den Herz-König bekommen.</translation>
    </message>
    <message>
        <source>{seat} doubled {count} players</source>
        <translation>{seat} hat {count} Spieler kontriert</translation>
    </message>
    <message>
        <source>No Tricks</source>
        <translation>Keine Stiche</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <translation>Keine Herzen</translation>
    </message>
    <message>
        <source>No Queens</source>
        <translation>Keine Damen</translation>
    </message>
    <message>
        <source>No King of Hearts</source>
        <translation>Kein Herz-König</translation>
    </message>
    <message>
        <source>No Last Two</source>
        <translation>Nicht die letzten zwei</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>+{trumps_per_trick} for each trick</source>
        <translation>+{trumps_per_trick} für jeden Stich</translation>
    </message>
    <message>
        <source>{per_trick} for each trick</source>
        <translation>{per_trick} für jeden Stich</translation>
    </message>
    <message>
        <source>{per_heart} for each heart and {ace_of_hearts} for the ace</source>
        <translation>{per_heart} für jedes Herz und {ace_of_hearts} für das Ass</translation>
    </message>
    <message>
        <source>{per_queen} for each queen</source>
        <translation>{per_queen} für jede Dame</translation>
    </message>
    <message>
        <source>{king_of_hearts} for the king of hearts, or nothing</source>
        <translation>{king_of_hearts} für den Herz-König oder nichts</translation>
    </message>
    <message>
        <source>{last_but_one} for the twelfth trick and {last} for the last</source>
        <translation>{last_but_one} für den zwölften Stich und {last} für den letzten</translation>
    </message>
    <message>
        <source>First declarer</source>
        <translation>Erster Spielmacher</translation>
    </message>
    <message>
        <source>Declarer-only doubles</source>
        <translation>Nur den Spielmacher kontrieren</translation>
    </message>
    <message>
        <source>won the session</source>
        <translation>hat die Partie gewonnen</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}</source>
        <translation>{contract}, angesagt von {name}</translation>
    </message>
    <message>
        <source>{seat} declares next; contracts still to play: {contracts}.</source>
        <translation>{seat} ist als Nächstes Spielmacher; noch zu spielende Kontrakte: {contracts}.</translation>
    </message>
    <message>
        <source>Who declares the first seven hands; then the player on her left, and so on.</source>
        <translation>Wer in den ersten sieben Runden Spielmacher ist; danach der Spieler links davon und so weiter.</translation>
    </message>
    <message>
        <source>An eighth contract: -36 to the player with most cards of one suit (ties share it); 32 hands; the Dominoes scores rise by 9.</source>
        <translation>Ein achter Kontrakt: -36 für den Spieler mit den meisten Karten einer Farbe (bei Gleichstand geteilt); 32 Runden; die Domino-Werte steigen um 9.</translation>
    </message>
    <message>
        <source>The others may double declarer only, in every contract.</source>
        <translation>Die anderen dürfen in jedem Kontrakt nur den Spielmacher kontrieren.</translation>
    </message>
    <message>
        <source>King of hearts -15; Dominoes +40 / +20 / +10 / -10.</source>
        <translation>Herz-König -15; Domino +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Kontras</translation>
    </message>
    <message>
        <source>Raw score</source>
        <translation>Rohpunkte</translation>
    </message>
    <message>
        <source>The session is over after {hands} hands.</source>
        <translation>Die Partie ist nach {hands} Runden vorbei.</translation>
    </message>
    <message>
        <source>{seat} declared this hand, but hand {hand} of the sheet is another player&apos;s: check the first declarer.</source>
        <translation>{seat} hat diese Runde angesagt, aber Runde {hand} der Liste gehört einem anderen Spieler: Prüfen Sie den ersten Spielmacher.</translation>
    </message>
    <message>
        <source>Choose the contract {seat} declared.</source>
        <translation>Wählen Sie den Kontrakt, den {seat} angesagt hat.</translation>
    </message>
    <message>
        <source>{trumps} is not a suit.</source>
        <translation>{trumps} ist keine Farbe.</translation>
    </message>
    <message>
        <source>{rank} is not a rank.</source>
        <translation>{rank} ist kein Kartenwert.</translation>
    </message>
    <message>
        <source>The raw scores add up to {points}, but in {contract} they always add up to {total}.</source>
        <translation>Die Rohpunkte ergeben zusammen {points}, bei {contract} aber immer {total}.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Roh</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Wetten</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; trumps {suit}</source>
        <translation>{contract}, angesagt von {name}; Trumpf {suit}</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; starting with the {ranks}</source>
        <translation>{contract}, angesagt von {name}; Start: {ranks}</translation>
    </message>
    <message>
        <source>Doubles of {seat} still owed: {tally}.</source>
        <translation>Noch offene Pflichtkontras gegen {seat}: {tally}.</translation>
    </message>
    <message>
        <source>Every compulsory double of {seat} has been made.</source>
        <translation>Alle Pflichtkontras gegen {seat} sind gegeben.</translation>
    </message>
    <message>
        <source>The contract declarer chose: one she has not yet played in her seven.</source>
        <translation>Der vom Spielmacher gewählte Kontrakt: einer, den er in seinen sieben Runden noch nicht gespielt hat.</translation>
    </message>
    <message>
        <source>Trumps only: the suit declarer named.</source>
        <translation>Nur bei Trumpf: die Farbe, die der Spielmacher angesagt hat.</translation>
    </message>
    <message>
        <source>Dominoes only: the rank declarer named before the doubling.</source>
        <translation>Nur bei Domino: der Startwert, den der Spielmacher vor dem Kontrieren genannt hat.</translation>
    </message>
    <message>
        <source>Whom each player doubled. Declarer may only redouble those who doubled her; in Trumps and Dominoes the others may double declarer only.</source>
        <translation>Wen jeder Spieler kontriert hat. Der Spielmacher darf nur rekontrieren, wer ihn kontriert hat; bei Trumpf und Domino dürfen die anderen nur den Spielmacher kontrieren.</translation>
    </message>
    <message>
        <source>What each player scored in the play, before the doubles.</source>
        <translation>Was jeder Spieler im Spiel erzielt hat, vor den Kontras.</translation>
    </message>
    <message>
        <source>{contract} is not a contract of this session.</source>
        <translation>{contract} ist kein Kontrakt dieser Partie.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s raw score.</source>
        <translation>Geben Sie die Rohpunkte von {seat} ein.</translation>
    </message>
    <message>
        <source>In Dominoes the raw scores are {places} for the first to the last player out, one each.</source>
        <translation>Bei Domino lauten die Rohpunkte {places}, je einmal, in der Reihenfolge, in der die Spieler alle Karten abgelegt haben.</translation>
    </message>
    <message>
        <source>In Ravage City {ravage} goes to the player with the most cards of one suit, or is shared equally by those tied for it.</source>
        <translation>Bei Ravage City erhält {ravage} der Spieler mit den meisten Karten einer Farbe; bei Gleichstand wird gleichmäßig geteilt.</translation>
    </message>
    <message>
        <source>{seat}&apos;s doubles name someone who is not at this table.</source>
        <translation>Die Kontras von {seat} nennen jemanden, der nicht an diesem Tisch sitzt.</translation>
    </message>
    <message>
        <source>{seat} must double declarer: this is the last hand of the seven and a compulsory double is still owed.</source>
        <translation>{seat} muss den Spielmacher kontrieren: Dies ist die letzte der sieben Runden, und ein Pflichtkontra ist noch offen.</translation>
    </message>
    <message>
        <source>{seat} must double declarer: {owed} compulsory doubles are still owed and only {left} hands are left in this seven.</source>
        <translation>{seat} muss den Spielmacher kontrieren: {owed} Pflichtkontras sind noch offen, und von diesen sieben Runden bleiben nur noch {left}.</translation>
    </message>
    <message>
        <source>{seat} must double declarer on the next hand.</source>
        <translation>{seat} muss den Spielmacher in der nächsten Runde kontrieren.</translation>
    </message>
    <message>
        <source>{seat} has already played {contract} in this seven.</source>
        <translation>{seat} hat {contract} in diesen sieben Runden schon gespielt.</translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
        <translation>Die Rohpunkte {points} von {seat} sind bei Ravage City nicht möglich: Die meisten Karten einer Farbe zählen {ravage}, bei Gleichstand geteilt.</translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in {contract}: {rule}.</source>
        <translation>Die Rohpunkte {points} von {seat} sind bei {contract} nicht möglich: {rule}.</translation>
    </message>
    <message>
        <source>Nobody may double their own score, as {seat} did.</source>
        <translation>Niemand darf sich selbst kontrieren, wie es {seat} getan hat.</translation>
    </message>
    <message>
        <source>{seat} is declarer, and declarer may only redouble players who doubled declarer.</source>
        <translation>{seat} ist Spielmacher, und der Spielmacher darf nur Spieler rekontrieren, die ihn kontriert haben.</translation>
    </message>
    <message>
        <source>In {contract} the others may only double declarer: {seat} doubled another player.</source>
        <translation>Bei {contract} dürfen die anderen nur den Spielmacher kontrieren: {seat} hat einen anderen Spieler kontriert.</translation>
    </message>
    <message>
        <source>With declarer-only doubles, {seat} may only double declarer.</source>
        <translation>Wenn nur der Spielmacher kontriert werden darf, darf {seat} nur den Spielmacher kontrieren.</translation>
    </message>
    <message>
        <source>Two cards left: say &quot;Last card!&quot; before playing.</source>
        <translation>Noch zwei Karten: Sagen Sie vor dem Spielen „Mau!“.</translation>
    </message>
    <message>
        <source>Nothing fits: draw a card.</source>
        <translation>Nichts passt: Ziehen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Play the {card} and name your longest suit, {suit}.</source>
        <translation>Spielen Sie {card} und wünschen Sie sich Ihre längste Farbe: {suit}.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Spielen Sie {card}.</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Mau-Mau</translation>
    </message>
    <message>
        <source>Get rid of your cards by matching the rank or suit of the discard; eights are wild and name the next suit.</source>
        <translation>Werden Sie Ihre Karten los, indem Sie nach Wert oder Farbe passend auf den Ablagestapel legen; Achten sind Wünscher und bestimmen die nächste Farbe.</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>der Zwei-ziehen-Wert ({rank}) ist schon der Wünscher; geben Sie jeder Sonderkarte einen eigenen Wert</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Kartenspiele</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Ausgeteilte Karten</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Draw limit</source>
        <translation>Ziehgrenze</translation>
    </message>
    <message>
        <source>Play the drawn card</source>
        <translation>Gezogene Karte legen</translation>
    </message>
    <message>
        <source>Must play if able</source>
        <translation>Legepflicht</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Mau sagen</translation>
    </message>
    <message>
        <source>Last card penalty</source>
        <translation>Mau-Strafe</translation>
    </message>
    <message>
        <source>Changing suit</source>
        <translation>Farbwechsel</translation>
    </message>
    <message>
        <source>Suit changer</source>
        <translation>Wünscher</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Richtungswechsel</translation>
    </message>
    <message>
        <source>Draw two</source>
        <translation>Zwei ziehen</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Spiel bis</translation>
    </message>
    <message>
        <source>Crazy Eights with action cards</source>
        <translation>Mau-Mau mit Aktionskarten</translation>
    </message>
    <message>
        <source>Queens skip the next player, aces reverse the direction, twos make the next player draw two, and you must say &quot;Last card!&quot;.</source>
        <translation>Damen lassen den nächsten Spieler aussetzen, Asse wechseln die Richtung, Zweien lassen den nächsten Spieler zwei Karten ziehen, und Sie müssen „Mau!“ sagen.</translation>
    </message>
    <message>
        <source>Crazy Eights, draw until you can play</source>
        <translation>Mau-Mau, ziehen, bis man legen kann</translation>
    </message>
    <message>
        <source>You must play if you can; if you cannot, you keep drawing until you can.</source>
        <translation>Sie müssen legen, wenn Sie können; wenn nicht, ziehen Sie so lange, bis Sie legen können.</translation>
    </message>
    <message>
        <source>Crazy Eights, Szu Kay Wong&apos;s eights</source>
        <translation>Mau-Mau, Szu Kay Wongs Achten</translation>
    </message>
    <message>
        <source>An eight may be played at any time but names a new suit only when it matches; you may draw up to three cards in a turn.</source>
        <translation>Eine Acht darf jederzeit gelegt werden, wünscht sich aber nur dann eine neue Farbe, wenn sie passt; Sie dürfen pro Zug bis zu drei Karten ziehen.</translation>
    </message>
    <message>
        <source>{move} is not a move of Crazy Eights: play a card, draw, or pass.</source>
        <translation>{move} ist kein Zug in Mau-Mau: Spielen Sie eine Karte, ziehen Sie oder passen Sie.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank}, or any {wild}.</source>
        <translation>Bedienen Sie {suit} oder {rank} oder spielen Sie einen Wünscher ({wild}).</translation>
    </message>
    <message>
        <source>The {card} does not match the {top}, so it names no suit: play it without one.</source>
        <translation>{card} passt nicht auf {top}, also gibt es keinen Farbwunsch: Spielen Sie die Karte ohne Wunsch.</translation>
    </message>
    <message>
        <source>You can play, so you may not draw.</source>
        <translation>Sie können spielen, also dürfen Sie nicht ziehen.</translation>
    </message>
    <message>
        <source>Play a card or draw one; you may pass only when you can do neither.</source>
        <translation>Spielen Sie eine Karte oder ziehen Sie eine; passen dürfen Sie nur, wenn beides nicht geht.</translation>
    </message>
    <message>
        <source>You have no card to play, so you will not be down to one.</source>
        <translation>Sie haben keine spielbare Karte, also haben Sie danach nicht nur noch eine.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}, or draw a card.</source>
        <translation>Bedienen Sie {suit} oder {rank}, spielen Sie einen Wünscher ({wild}) oder ziehen Sie eine Karte.</translation>
    </message>
    <message>
        <source>the skip rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>der Aussetzen-Wert ({rank}) ist schon der Wünscher; geben Sie jeder Sonderkarte einen eigenen Wert</translation>
    </message>
    <message>
        <source>the reverse rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>der Richtungswechsel-Wert ({rank}) ist schon der Wünscher; geben Sie jeder Sonderkarte einen eigenen Wert</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>der Zwei-ziehen-Wert ({rank}) ist schon die Aussetzen-Karte; geben Sie jeder Sonderkarte einen eigenen Wert</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the reverse card; give each special card its own rank</source>
        <translation>der Zwei-ziehen-Wert ({rank}) ist schon die Richtungswechsel-Karte; geben Sie jeder Sonderkarte einen eigenen Wert</translation>
    </message>
    <message>
        <source>A standard 52-card pack, &quot;or two such packs shuffled together if there are a lot of players&quot;. Automatic: two packs for more than five players.</source>
        <translation>Ein gewöhnliches Kartenspiel mit 52 Karten, „oder zwei solche Kartenspiele zusammengemischt, wenn viele mitspielen“. Automatisch: zwei Kartenspiele bei mehr als fünf Spielern.</translation>
    </message>
    <message>
        <source>The dealer deals five cards to each player, seven each if there are only two players (0 = this standard). &quot;There are variations in the number of cards dealt.&quot;</source>
        <translation>Der Geber teilt jedem Spieler fünf Karten aus, bei nur zwei Spielern je sieben (0 = dieser Standard). „Die Zahl der ausgeteilten Karten ist unterschiedlich.“</translation>
    </message>
    <message>
        <source>One card: &quot;you may always use your turn to draw a card&quot; and the turn is over. Until playable: &quot;Others require you to continue drawing until you can play.&quot; Up to a limit: &quot;up to a fixed number of cards, after which if you still cannot (or will not) play the turn passes&quot;.</source>
        <translation>Eine Karte: „Man darf seinen Zug immer nutzen, um eine Karte zu ziehen“, und der Zug ist vorbei. Bis Sie spielen können: „Andere verlangen, dass man weiterzieht, bis man spielen kann.“ Bis zu einer Grenze: „bis zu einer festen Zahl von Karten; kann (oder will) man danach immer noch nicht spielen, ist der Nächste dran“.</translation>
    </message>
    <message>
        <source>With drawing up to a limit: the most cards drawn in one turn.</source>
        <translation>Beim Ziehen bis zu einer Grenze: die meisten Karten, die in einem Zug gezogen werden.</translation>
    </message>
    <message>
        <source>&quot;Some allow the drawn card to be played immediately if it is a legal play.&quot; (With the other drawing rules a drawn card may always be played.)</source>
        <translation>„Manche erlauben, die gezogene Karte sofort zu legen, wenn sie passt.“ (Bei den anderen Ziehregeln darf eine gezogene Karte immer gelegt werden.)</translation>
    </message>
    <message>
        <source>&quot;Some people play that you may only draw if you are unable to play - if you can play you must.&quot;</source>
        <translation>„Manche spielen so, dass man nur ziehen darf, wenn man nicht legen kann – wer legen kann, muss legen.“</translation>
    </message>
    <message>
        <source>&quot;You must alert the other players when you have just one card left. If you fail to do so you must draw cards (usually two) from the stock as a penalty.&quot; Say &quot;Last card!&quot; before playing your second-last card.</source>
        <translation>„Man muss die anderen Spieler warnen, wenn man nur noch eine Karte hat. Vergisst man es, muss man zur Strafe Karten (meist zwei) vom Stapel ziehen.“ Sagen Sie „Mau!“, bevor Sie Ihre vorletzte Karte legen.</translation>
    </message>
    <message>
        <source>Cards drawn by a player who goes down to one card without saying &quot;Last card!&quot;.</source>
        <translation>Karten, die ein Spieler ziehen muss, der ohne „Mau!“ auf eine Karte herunterkommt.</translation>
    </message>
    <message>
        <source>Any time: &quot;an eight can be played at any time and the player can nominate any suit&quot;. Matching: &quot;you can only play an eight that matches (either the same suit or another eight)&quot;. No naming: &quot;you can play an eight at any time but cannot nominate another suit&quot;. Szu Kay Wong&apos;s rule: any time, &quot;but can only nominate a different suit if the eight matches the rank or suit of the previous card&quot;.</source>
        <translation>Jederzeit: „Eine Acht kann jederzeit gelegt werden, und der Spieler kann sich eine beliebige Farbe wünschen.“ Wenn sie passt: „Man darf nur eine Acht legen, die passt (gleiche Farbe oder eine andere Acht).“ Ohne Wunsch: „Man darf jederzeit eine Acht legen, sich aber keine andere Farbe wünschen.“ Szu Kay Wongs Regel: jederzeit, „aber man darf sich nur dann eine andere Farbe wünschen, wenn die Acht nach Wert oder Farbe auf die vorige Karte passt“.</translation>
    </message>
    <message>
        <source>&quot;Some players use jacks or aces rather than eights as the cards which have the power to change suit.&quot; The suit changer scores 50.</source>
        <translation>„Manche Spieler nehmen Buben oder Asse statt Achten als die Karten, mit denen man die Farbe wechseln darf.“ Der Wünscher zählt 50.</translation>
    </message>
    <message>
        <source>&quot;When a queen (or some other designated rank) is played, the next player in rotation misses a turn.&quot;</source>
        <translation>„Wird eine Dame (oder ein anderer festgelegter Wert) gelegt, muss der nächste Spieler einmal aussetzen.“</translation>
    </message>
    <message>
        <source>&quot;When an ace (or some other designated rank) is played, the direction of play reverses.&quot; With two players it acts as a skip: you play again.</source>
        <translation>„Wird ein Ass (oder ein anderer festgelegter Wert) gelegt, kehrt sich die Spielrichtung um.“ Bei zwei Spielern wirkt es wie Aussetzen: Sie sind gleich noch einmal dran.</translation>
    </message>
    <message>
        <source>&quot;When a two is played the next player must either draw two cards or play another two&quot;; consecutive twos add up, two cards for each.</source>
        <translation>„Wird eine Zwei gelegt, muss der nächste Spieler entweder zwei Karten ziehen oder selbst eine Zwei legen“; aufeinanderfolgende Zweien summieren sich, je zwei Karten.</translation>
    </message>
    <message>
        <source>The match ends when a player&apos;s penalty points reach this total; the lowest total wins.</source>
        <translation>Die Partie endet, wenn die Strafpunkte eines Spielers diese Summe erreichen; die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Sie haben {card} nicht auf der Hand.</translation>
    </message>
    <message>
        <source>The {card} names no suit: play it without one.</source>
        <translation>Mit {card} gibt es keinen Farbwunsch: Spielen Sie die Karte ohne Wunsch.</translation>
    </message>
    <message>
        <source>Play one of the {suit} (named with the {top}), or any {wild}.</source>
        <translation>Spielen Sie {suit} (gewünscht mit {top}) oder einen Wünscher ({wild}).</translation>
    </message>
    <message>
        <source>You may play the {card} only on one of the {suit} or on another {wild}.</source>
        <translation>{card} dürfen Sie nur auf {suit} oder auf einen anderen Wünscher ({wild}) legen.</translation>
    </message>
    <message>
        <source>Name a suit: C, D, H or S.</source>
        <translation>Wünschen Sie sich eine Farbe: C, D, H oder S.</translation>
    </message>
    <message>
        <source>The {card} names no suit in this game: play it without one.</source>
        <translation>Mit {card} gibt es in diesem Spiel keinen Farbwunsch: Spielen Sie die Karte ohne Wunsch.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>Es ist keine Karte mehr zum Ziehen übrig.</translation>
    </message>
    <message>
        <source>You can play, so you must.</source>
        <translation>Sie können spielen, also müssen Sie es auch.</translation>
    </message>
    <message>
        <source>Nobody says &quot;Last card!&quot; in this game.</source>
        <translation>In diesem Spiel sagt niemand „Mau!“.</translation>
    </message>
    <message>
        <source>You have already said &quot;Last card!&quot;.</source>
        <translation>Sie haben schon „Mau!“ gesagt.</translation>
    </message>
    <message>
        <source>Say &quot;Last card!&quot; when you hold two cards and are about to play one.</source>
        <translation>Sagen Sie „Mau!“, wenn Sie zwei Karten haben und gleich eine davon spielen.</translation>
    </message>
    <message>
        <source>Nobody can play or draw: the hand is blocked.</source>
        <translation>Niemand kann spielen oder ziehen: Die Runde ist blockiert.</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>Warten auf {seat}.</translation>
    </message>
    <message>
        <source>Play the card you drew.</source>
        <translation>Spielen Sie die gezogene Karte.</translation>
    </message>
    <message>
        <source>You can neither play nor draw: pass.</source>
        <translation>Sie können weder spielen noch ziehen: Passen Sie.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.</source>
        <translation>Bedienen Sie {suit} oder {rank} oder spielen Sie einen Wünscher ({wild}): Sie können spielen, also müssen Sie es auch.</translation>
    </message>
    <message>
        <source>the reverse rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>der Richtungswechsel-Wert ({rank}) ist schon die Aussetzen-Karte; geben Sie jeder Sonderkarte einen eigenen Wert</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>One pack</source>
        <translation>Ein Kartenspiel</translation>
    </message>
    <message>
        <source>Two packs</source>
        <translation>Zwei Kartenspiele</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>Until you can play</source>
        <translation>Bis Sie spielen können</translation>
    </message>
    <message>
        <source>Up to a limit</source>
        <translation>Bis zu einer Grenze</translation>
    </message>
    <message>
        <source>Any time, name a suit</source>
        <translation>Jederzeit, mit Wunsch</translation>
    </message>
    <message>
        <source>Only when matching</source>
        <translation>Nur wenn sie passt</translation>
    </message>
    <message>
        <source>Any time, no naming</source>
        <translation>Jederzeit, ohne Wunsch</translation>
    </message>
    <message>
        <source>Name a suit only when matching</source>
        <translation>Wunsch nur, wenn sie passt</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>After drawing you may only play a card you drew this turn.</source>
        <translation>Nach dem Ziehen dürfen Sie nur eine Karte spielen, die Sie in diesem Zug gezogen haben.</translation>
    </message>
    <message>
        <source>A drawn card may not be played at once.</source>
        <translation>Eine gezogene Karte darf nicht sofort gespielt werden.</translation>
    </message>
    <message>
        <source>You must name a suit with the {wild}.</source>
        <translation>Mit dem Wünscher ({wild}) müssen Sie sich eine Farbe wünschen.</translation>
    </message>
    <message>
        <source>You have already drawn your card this turn.</source>
        <translation>Sie haben in diesem Zug schon Ihre Karte gezogen.</translation>
    </message>
    <message>
        <source>You drew a card you can play: play it or pass.</source>
        <translation>Sie haben eine spielbare Karte gezogen: Spielen Sie sie oder passen Sie.</translation>
    </message>
    <message>
        <source>Keep drawing until you can play.</source>
        <translation>Ziehen Sie weiter, bis Sie spielen können.</translation>
    </message>
    <message>
        <source>Suit to play: {suit}</source>
        <translation>Gewünschte Farbe: {suit}</translation>
    </message>
    <message>
        <source>Penalty waiting: draw {count}</source>
        <translation>Strafe offen: {count} ziehen</translation>
    </message>
    <message>
        <source>Play goes anticlockwise</source>
        <translation>Gespielt wird gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>{seat} went out.</source>
        <translation>{seat} hat alle Karten abgelegt.</translation>
    </message>
    <message>
        <source>Play a card you drew, draw again, or pass.</source>
        <translation>Spielen Sie eine gezogene Karte, ziehen Sie noch einmal oder passen Sie.</translation>
    </message>
    <message>
        <source>Play the card you drew, or pass.</source>
        <translation>Spielen Sie die gezogene Karte oder passen Sie.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>What a player still holding cards scores.</source>
        <translation>Was ein Spieler bekommt, der noch Karten auf der Hand hat.</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Alle Karten los</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Restkarten</translation>
    </message>
    <message>
        <source>The player who went out is not at this table.</source>
        <translation>Der Spieler, der alle Karten abgelegt hat, sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>The cards&apos; values (eights 50, pictures 10)</source>
        <translation>Kartenwerte (Achten 50, Bilder 10)</translation>
    </message>
    <message>
        <source>One point per card</source>
        <translation>Ein Punkt pro Karte</translation>
    </message>
    <message>
        <source>The player who got rid of all their cards (none: the hand was blocked).</source>
        <translation>Der Spieler, der alle Karten abgelegt hat (keiner: Die Runde war blockiert).</translation>
    </message>
    <message>
        <source>The values of the cards still held: 50 for an eight, 10 for a picture, the number for the others (ace 1).</source>
        <translation>Die Werte der Karten, die noch auf der Hand sind: 50 für eine Acht, 10 für ein Bild, der Zahlenwert für die anderen (Ass 1).</translation>
    </message>
    <message>
        <source>How many cards each player still held.</source>
        <translation>Wie viele Karten jeder Spieler noch auf der Hand hatte.</translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds at least one card.</source>
        <translation>{seat} hat nicht alle Karten abgelegt, hat also noch mindestens eine Karte.</translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards and scores nothing.</source>
        <translation>{seat} hat alle Karten abgelegt, hat also keine Karten mehr und bekommt nichts angeschrieben.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still holds.</source>
        <translation>Geben Sie ein, wie viele Karten {seat} noch hat.</translation>
    </message>
    <message>
        <source>Enter the penalty points of {seat}.</source>
        <translation>Geben Sie die Strafpunkte von {seat} ein.</translation>
    </message>
    <message>
        <source>there is no computer level &apos;{level}&apos; (levels: {levels})</source>
        <translation>es gibt keine Computerstärke „{level}“ (Stärken: {levels})</translation>
    </message>
    <message numerus="yes">
        <source>Best of {n} moves over {deals} imagined deals ({share} of the search).</source>
        <extracomment>English singular: The only move, over {deals} imagined deals ({share} of the search).</extracomment>
        <translation>
            <numerusform>Der einzige Zug, über {deals} simulierte Verteilungen ({share} der Suche).</numerusform>
            <numerusform>Bester von {n} Zügen über {deals} simulierte Verteilungen ({share} der Suche).</numerusform>
        </translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a time scale between {low} and {high}</source>
        <translation>die Stärke „{level}“ braucht einen Zeitfaktor zwischen {low} und {high}</translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a number of iterations between {low} and {high}</source>
        <translation>die Stärke „{level}“ braucht eine Anzahl von Iterationen zwischen {low} und {high}</translation>
    </message>
    <message>
        <source>{game} is for {count} players, not {players}</source>
        <translation>{game} ist für {count} Spieler, nicht für {players}</translation>
    </message>
    <message numerus="yes">
        <source>You must double declarer now: you still owe {n} compulsory doubles (hands left in declarer&apos;s seven: {left}).</source>
        <extracomment>English singular: You must double declarer now: you still owe {n} compulsory double (hands left in declarer&apos;s seven: {left}).</extracomment>
        <translation>
            <numerusform>Sie müssen den Spielmacher jetzt kontrieren: Sie schulden noch {n} Pflichtkontra, und von seinen sieben Runden bleiben nur noch {left}.</numerusform>
            <numerusform>Sie müssen den Spielmacher jetzt kontrieren: Sie schulden noch {n} Pflichtkontras, und von seinen sieben Runden bleiben nur noch {left}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The doubles of this hand cannot be read: enter them again.</source>
        <translation>Die Kontras dieser Runde können nicht gelesen werden: Geben Sie sie erneut ein.</translation>
    </message>
    <message numerus="yes">
        <source>You must draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: You must draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Sie müssen {n} Karte ziehen oder {rank} auf {rank} legen.</numerusform>
            <numerusform>Sie müssen {n} Karten ziehen oder {rank} auf {rank} legen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} cards</source>
        <extracomment>English singular: Stock: {n} card</extracomment>
        <translation>
            <numerusform>Stapel: {n} Karte</numerusform>
            <numerusform>Stapel: {n} Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: Draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Ziehen Sie {n} Karte oder legen Sie {rank} auf {rank}.</numerusform>
            <numerusform>Ziehen Sie {n} Karten oder legen Sie {rank} auf {rank}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may draw at most {n} cards in a turn.</source>
        <extracomment>English singular: You may draw at most {n} card in a turn.</extracomment>
        <translation>
            <numerusform>Sie dürfen pro Zug höchstens {n} Karte ziehen.</numerusform>
            <numerusform>Sie dürfen pro Zug höchstens {n} Karten ziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} hands of {size} cards do not fit in {n} packs; deal fewer cards</source>
        <extracomment>English singular: {players} hands of {size} cards do not fit in {n} pack; deal fewer cards or use two packs</extracomment>
        <translation>
            <numerusform>{players} Blätter zu je {size} Karten passen nicht in {n} Kartenspiel; teilen Sie weniger Karten aus oder nehmen Sie zwei Kartenspiele</numerusform>
            <numerusform>{players} Blätter zu je {size} Karten passen nicht in {n} Kartenspiele; teilen Sie weniger Karten aus</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the penalty points of {seat} as a whole number.</source>
        <translation>Geben Sie die Strafpunkte von {seat} als ganze Zahl ein.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still holds as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Karten {seat} noch hat.</translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s penalty of {points} cannot come from {n} cards: each card counts 1 to 50.</source>
        <extracomment>English singular: {seat}&apos;s penalty of {points} cannot come from {n} card: each card counts 1 to 50.</extracomment>
        <translation>
            <numerusform>Die Strafe von {points} für {seat} kann nicht von {n} Karte stammen: Jede Karte zählt 1 bis 50.</numerusform>
            <numerusform>Die Strafe von {points} für {seat} kann nicht von {n} Karten stammen: Jede Karte zählt 1 bis 50.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
        <translation>{seat} hat nicht alle Karten abgelegt, hat also noch eine Karte: mindestens 1 Strafpunkt.</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>hat alle Karten abgelegt</translation>
    </message>
    <message>
        <source>No card fits under 31 (count is {count}).</source>
        <translation>Keine Karte passt mehr bis 31 (Summe: {count}).</translation>
    </message>
    <message>
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best {others}.</source>
        <translation>Behält {keep}: {value} Punkte erwartet, Crib {crib}; nächstbeste: {others}.</translation>
    </message>
    <message>
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best none.</source>
        <translation>Behält {keep}: {value} Punkte erwartet, Crib {crib}; nächstbeste: keine.</translation>
    </message>
    <message>
        <source>The {card} risks about {risk} points in reply.</source>
        <translation>Auf {card} drohen als Antwort etwa {risk} Punkte.</translation>
    </message>
    <message>
        <source>Pegs {points} with the {card}.</source>
        <translation>Steckt mit {card} {points} Punkte.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Keep a hand, give two cards to the crib, peg fifteens, pairs and runs in play, then count your hand with the starter. First to 121 wins.</source>
        <translation>Behalten Sie ein Blatt, legen Sie zwei Karten in die Crib, stecken Sie im Spiel Fünfzehner, Paare und Folgen und zählen Sie dann Ihre Hand mit der Startkarte. Wer zuerst 121 erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>{move} is not a move of Cribbage.</source>
        <translation>{move} ist kein Zug in Cribbage.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to {other}&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to {other}&apos;s crib.</extracomment>
        <translation>
            <numerusform>Legen Sie {n} Karte in die Crib von {other}.</numerusform>
            <numerusform>Legen Sie {n} Karten in die Crib von {other}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a card (count is {count}).</source>
        <translation>Spielen Sie eine Karte (Summe: {count}).</translation>
    </message>
    <message>
        <source>The crib is full: play a card or say go.</source>
        <translation>Die Crib ist voll: Spielen Sie eine Karte oder sagen Sie „Go“.</translation>
    </message>
    <message>
        <source>You can play, so you cannot say go.</source>
        <translation>Sie können spielen, also können Sie nicht „Go“ sagen.</translation>
    </message>
    <message>
        <source>That would take the count past 31 (count is {count}).</source>
        <translation>Damit käme die Summe über 31 (Summe: {count}).</translation>
    </message>
    <message>
        <source>Crib: {seat}</source>
        <translation>Crib: {seat}</translation>
    </message>
    <message>
        <source>You cannot play without passing 31 (count is {count}): say go.</source>
        <translation>Sie können nicht spielen, ohne 31 zu überschreiten (Summe: {count}): Sagen Sie „Go“.</translation>
    </message>
    <message>
        <source>Box for the non-dealer</source>
        <translation>Crib für den Nichtgeber</translation>
    </message>
    <message>
        <source>Cribbage, box for the non-dealer</source>
        <translation>Cribbage, Crib für den Nichtgeber</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Legen Sie jeweils nur eine Karte ab.</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>starter</source>
        <translation>Startkarte</translation>
    </message>
    <message>
        <source>Count: {count}</source>
        <translation>Summe: {count}</translation>
    </message>
    <message>
        <source>one for the go</source>
        <translation>eins für das Go</translation>
    </message>
    <message>
        <source>one for the last card</source>
        <translation>eins für die letzte Karte</translation>
    </message>
    <message>
        <source>two for his heels</source>
        <translation>zwei für his heels</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your side&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your side&apos;s crib.</extracomment>
        <translation>
            <numerusform>Legen Sie {n} Karte in die Crib Ihrer Seite.</numerusform>
            <numerusform>Legen Sie {n} Karten in die Crib Ihrer Seite.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} reached {target}: the game is over.</source>
        <translation>{seat} hat {target} erreicht: Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>{seat} to discard.</source>
        <translation>{seat} muss noch ablegen.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the non-dealer, and the dealer pegs first and counts first; after a go the player who first said go leads.</source>
        <translation>Die Crib (Box) zählt für den Nichtgeber, und der Geber spielt zuerst aus und zählt zuerst; nach einem Go beginnt, wer zuerst „Go“ gesagt hat.</translation>
    </message>
    <message>
        <source>The score that ends the game at once (121 is standard; 61 for a short game).</source>
        <translation>Die Punktzahl, mit der die Partie sofort endet (121 ist Standard; 61 für eine kurze Partie).</translation>
    </message>
    <message>
        <source>Crib ({seat}): {count}.</source>
        <translation>Crib ({seat}): {count}.</translation>
    </message>
    <message>
        <source>Hand ({seat}): {count}.</source>
        <translation>Hand ({seat}): {count}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>one</source>
        <translation>Eins</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>Elf</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>Zwölf</translation>
    </message>
    <message>
        <source>thirteen</source>
        <translation>Dreizehn</translation>
    </message>
    <message>
        <source>fourteen</source>
        <translation>Vierzehn</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>Fünfzehn</translation>
    </message>
    <message>
        <source>sixteen</source>
        <translation>Sechzehn</translation>
    </message>
    <message>
        <source>seventeen</source>
        <translation>Siebzehn</translation>
    </message>
    <message>
        <source>eighteen</source>
        <translation>Achtzehn</translation>
    </message>
    <message>
        <source>nineteen</source>
        <translation>Neunzehn</translation>
    </message>
    <message>
        <source>twenty</source>
        <translation>Zwanzig</translation>
    </message>
    <message>
        <source>twenty-one</source>
        <translation>Einundzwanzig</translation>
    </message>
    <message>
        <source>twenty-two</source>
        <translation>Zweiundzwanzig</translation>
    </message>
    <message>
        <source>twenty-three</source>
        <translation>Dreiundzwanzig</translation>
    </message>
    <message>
        <source>twenty-four</source>
        <translation>Vierundzwanzig</translation>
    </message>
    <message>
        <source>twenty-five</source>
        <translation>Fünfundzwanzig</translation>
    </message>
    <message>
        <source>twenty-six</source>
        <translation>Sechsundzwanzig</translation>
    </message>
    <message>
        <source>twenty-seven</source>
        <translation>Siebenundzwanzig</translation>
    </message>
    <message>
        <source>twenty-eight</source>
        <translation>Achtundzwanzig</translation>
    </message>
    <message>
        <source>twenty-nine</source>
        <translation>Neunundzwanzig</translation>
    </message>
    <message>
        <source>a pair is {total}</source>
        <translation>ein Paar macht {total}</translation>
    </message>
    <message>
        <source>three of a kind is {total}</source>
        <translation>ein Drilling macht {total}</translation>
    </message>
    <message>
        <source>four of a kind is {total}</source>
        <translation>ein Vierling macht {total}</translation>
    </message>
    <message>
        <source>{count}</source>
        <translation>{count}</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>ein Drilling</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>ein Vierling</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{said} for {total}</source>
        <translation>{said} für {total}</translation>
    </message>
    <message>
        <source>nineteen: nothing</source>
        <translation>Neunzehn: nichts</translation>
    </message>
    <message>
        <source>fifteen {total}</source>
        <translation>Fünfzehn {total}</translation>
    </message>
    <message>
        <source>a run of {size} is {total}</source>
        <translation>eine Folge von {size} macht {total}</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>Einunddreißig</translation>
    </message>
    <message>
        <source>{count} pairs is {total}</source>
        <translation>{count} Paare machen {total}</translation>
    </message>
    <message>
        <source>a flush of {size} is {total}</source>
        <translation>ein Flush von {size} macht {total}</translation>
    </message>
    <message>
        <source>one for his nob is {total}</source>
        <translation>eins für his nob macht {total}</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>eine Folge von {size}</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <source>Two partnerships</source>
        <translation>Zwei Teams</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Pegged</source>
        <translation>Gesteckt</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>{seat} deals next.</source>
        <translation>{seat} gibt als Nächstes.</translation>
    </message>
    <message>
        <source>{seat} pegs first and counts first.</source>
        <translation>{seat} spielt zuerst aus und zählt zuerst.</translation>
    </message>
    <message>
        <source>Who dealt the first hand (0 = the first column). With partnerships a seat 0 to 3: seats 0 and 2 are the first side.</source>
        <translation>Wer die erste Runde gegeben hat (0 = die erste Spalte). Mit Teams ein Platz von 0 bis 3: Die Plätze 0 und 2 bilden die erste Seite.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the player on the dealer&apos;s left, and the dealer pegs first and counts first.</source>
        <translation>Die Crib (Box) zählt für den Spieler links vom Geber, und der Geber spielt zuerst aus und zählt zuerst.</translation>
    </message>
    <message>
        <source>Four players, partners opposite: each column is a side, and its hand score is both partners&apos; shows together.</source>
        <translation>Vier Spieler, Partner gegenüber: Jede Spalte ist eine Seite, und ihr Handwert ist die Summe der Hände beider Partner.</translation>
    </message>
    <message>
        <source>a Cribbage sheet of partnerships has two columns, one per side</source>
        <translation>eine Cribbage-Liste mit Teams hat zwei Spalten, eine pro Seite</translation>
    </message>
    <message>
        <source>His heels</source>
        <translation>His heels</translation>
    </message>
    <message>
        <source>Pegs after the deal</source>
        <translation>Stifte nach der Runde</translation>
    </message>
    <message>
        <source>His heels is yes or no: tick it or leave it empty.</source>
        <translation>His heels ist ja oder nein: ankreuzen oder leer lassen.</translation>
    </message>
    <message>
        <source>Only one side can reach {target}: the game stops at once when someone does.</source>
        <translation>Nur eine Seite kann {target} erreichen: Die Partie endet sofort, wenn es jemand schafft.</translation>
    </message>
    <message>
        <source>Points pegged in play: fifteens, pairs, runs, 31, go and last card.</source>
        <translation>Im Spiel gesteckte Punkte: Fünfzehner, Paare, Folgen, 31, Go und letzte Karte.</translation>
    </message>
    <message>
        <source>The starter was a jack: 2 to the dealer.</source>
        <translation>Die Startkarte war ein Bube: 2 für den Geber.</translation>
    </message>
    <message>
        <source>The show: the hand counted with the starter (0 to 29, never 19, 25, 26 or 27).</source>
        <translation>Das Zählen: die Hand zusammen mit der Startkarte (0 bis 29, nie 19, 25, 26 oder 27).</translation>
    </message>
    <message>
        <source>The crib, counted for its owner only.</source>
        <translation>Die Crib, nur für ihren Besitzer gezählt.</translation>
    </message>
    <message>
        <source>Instead of the scores: where each front peg stands after this deal.</source>
        <translation>Statt der Punkte: wo jeder vordere Stift nach dieser Runde steht.</translation>
    </message>
    <message>
        <source>Enter where {seat}&apos;s front peg stands, or no pegs at all.</source>
        <translation>Geben Sie ein, wo der vordere Stift von {seat} steht, oder lassen Sie alle Stifte leer.</translation>
    </message>
    <message>
        <source>Enter what {seat} pegged (0 or more).</source>
        <translation>Geben Sie ein, was {seat} im Spiel gesteckt hat (0 oder mehr).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s hand score.</source>
        <translation>Geben Sie den Handwert von {seat} ein.</translation>
    </message>
    <message>
        <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
        <translation>{seat} hat {target} erreicht, womit die Partie sofort endet: Was danach gezählt wird, zählt nicht mehr.</translation>
    </message>
    <message>
        <source>{seat}&apos;s front peg cannot go back from {before} to {points}.</source>
        <translation>Der vordere Stift von {seat} kann nicht von {before} auf {points} zurückgehen.</translation>
    </message>
    <message>
        <source>dealt this hand</source>
        <translation>hat diese Runde gegeben</translation>
    </message>
    <message>
        <source>{seat} is double skunked (under 61): the win counts triple.</source>
        <translation>{seat} ist doppelt Schneider (unter 61): Der Sieg zählt dreifach.</translation>
    </message>
    <message>
        <source>Enter the crib&apos;s score for {seat}.</source>
        <translation>Geben Sie den Wert der Crib für {seat} ein.</translation>
    </message>
    <message>
        <source>{seat}&apos;s peg cannot pass the end of the board at {target}.</source>
        <translation>Der Stift von {seat} kann nicht über das Brettende bei {target} hinaus.</translation>
    </message>
    <message>
        <source>{seat} is skunked (under 91): the win counts double.</source>
        <translation>{seat} ist Schneider (unter 91): Der Sieg zählt doppelt.</translation>
    </message>
    <message>
        <source>{seat}&apos;s two hands cannot count {points}: each counts 0 to 29.</source>
        <translation>Die zwei Hände von {seat} können nicht {points} zählen: Jede zählt 0 bis 29.</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>Die Hand von {seat} kann nicht {points} zählen: Eine Hand zählt 0 bis 29, aber nie 19, 25, 26 oder 27.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the player on the dealer&apos;s left.</source>
        <translation>{seat} hat in dieser Runde keine Crib: Die Crib gehört dem Spieler links vom Geber.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the dealer.</source>
        <translation>{seat} hat in dieser Runde keine Crib: Die Crib gehört dem Geber.</translation>
    </message>
    <message>
        <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>Die Crib kann nicht {points} zählen: Sie zählt 0 bis 29, aber nie 19, 25, 26 oder 27.</translation>
    </message>
    <message>
        <source>{seat}&apos;s scores add up to {points}, but the front peg moved {moved}.</source>
        <translation>Die Punkte von {seat} ergeben zusammen {points}, aber der vordere Stift ist um {moved} vorgerückt.</translation>
    </message>
    <message>
        <source>the peg moved</source>
        <translation>der Stift ist vorgerückt</translation>
    </message>
    <message>
        <source>including 2 for his heels</source>
        <translation>einschließlich 2 für his heels</translation>
    </message>
    <message>
        <source>the crib</source>
        <translation>die Crib</translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation>Cribbage-Brett</translation>
    </message>
    <message>
        <source>Scoring calls</source>
        <translation>Angesagte Punkte</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>{who}: {said} ({points})</source>
        <translation>{who}: {said} ({points})</translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take points.</source>
        <translation>Bedienen Sie mit {card} und versuchen Sie, keine Punkte zu bekommen.</translation>
    </message>
    <message>
        <source>Pass the {card}: it is likely to win tricks with points.</source>
        <translation>Geben Sie {card} weiter: Damit würden Sie wahrscheinlich Stiche mit Punkten bekommen.</translation>
    </message>
    <message>
        <source>Out of the suit: shed the {card}, a dangerous high card.</source>
        <translation>Farbe nicht vorhanden: Werfen Sie {card} ab, eine gefährlich hohe Karte.</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>across</source>
        <translation>nach gegenüber</translation>
    </message>
    <message>
        <source>left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Pass three cards, then avoid taking hearts and the queen of spades.</source>
        <translation>Geben Sie drei Karten weiter und vermeiden Sie dann, Herz und die Pik-Dame zu bekommen.</translation>
    </message>
    <message>
        <source>In Hearts you pass or play one card at a time, not &apos;{move}&apos;.</source>
        <translation>Bei Hearts wird jeweils eine Karte weitergegeben oder gespielt, nicht „{move}“.</translation>
    </message>
    <message>
        <source>Every seat has already passed its three cards.</source>
        <translation>Alle Plätze haben ihre drei Karten schon weitergegeben.</translation>
    </message>
    <message>
        <source>No card is played until every seat has passed three cards.</source>
        <translation>Gespielt wird erst, wenn alle Plätze drei Karten weitergegeben haben.</translation>
    </message>
    <message>
        <source>You have already chosen the {card} to pass.</source>
        <translation>Sie haben {card} schon zum Weitergeben gewählt.</translation>
    </message>
    <message>
        <source>No hearts or queen of spades on the first trick unless you hold nothing else.</source>
        <translation>Im ersten Stich weder Herz noch Pik-Dame, außer Sie haben nichts anderes.</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Spielende bei</translation>
    </message>
    <message>
        <source>{seat} shot the moon: 26 points to every other player.</source>
        <translation>{seat} hat einen Durchmarsch geschafft: 26 Punkte für jeden anderen Spieler.</translation>
    </message>
    <message>
        <source>No cards are passed on this hand: it is a hold hand.</source>
        <translation>In dieser Runde werden keine Karten weitergegeben: Jeder behält sein Blatt.</translation>
    </message>
    <message>
        <source>The two of clubs leads the first trick.</source>
        <translation>Die Kreuz-Zwei wird zum ersten Stich ausgespielt.</translation>
    </message>
    <message>
        <source>Passing: {direction}</source>
        <translation>Weitergabe: {direction}</translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation>Herz gebrochen</translation>
    </message>
    <message>
        <source>Hearts not broken yet</source>
        <translation>Herz noch nicht gebrochen</translation>
    </message>
    <message>
        <source>Choose 3 cards to pass {direction}.</source>
        <translation>Wählen Sie 3 Karten, die Sie {direction} weitergeben.</translation>
    </message>
    <message>
        <source>Lead the two of clubs.</source>
        <translation>Spielen Sie die Kreuz-Zwei aus.</translation>
    </message>
    <message>
        <source>Lead a card (hearts are not broken yet).</source>
        <translation>Spielen Sie eine Karte aus (Herz ist noch nicht gebrochen).</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>Hearts wird meist bis 100 Punkte gespielt. Die Spieler können das Spielende aber selbst festlegen.</translation>
    </message>
    <message>
        <source>{seat} took the queen of spades.</source>
        <translation>{seat} hat die Pik-Dame bekommen.</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>Weitergabe</translation>
    </message>
    <message>
        <source>Next hand: pass {direction}.</source>
        <translation>Nächste Runde: Weitergabe {direction}.</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points; the lowest total then wins.</source>
        <translation>Hearts wird meist bis 100 Punkte gespielt; dann gewinnt die niedrigste Summe.</translation>
    </message>
    <message>
        <source>Points taken</source>
        <translation>Erhaltene Punkte</translation>
    </message>
    <message>
        <source>Shot the moon</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <source>Next hand: no passing.</source>
        <translation>Nächste Runde: keine Weitergabe.</translation>
    </message>
    <message>
        <source>A point for each heart taken, 13 for the queen of spades.</source>
        <translation>Ein Punkt für jedes erhaltene Herz, 13 für die Pik-Dame.</translation>
    </message>
    <message>
        <source>The player who took all 26 points: 0 to that player, 26 to every other.</source>
        <translation>Der Spieler, der alle 26 Punkte bekommen hat: 0 für ihn, 26 für jeden anderen.</translation>
    </message>
    <message>
        <source>Enter the points {seat} took.</source>
        <translation>Geben Sie die Punkte ein, die {seat} bekommen hat.</translation>
    </message>
    <message>
        <source>The points taken add up to {total}, not 26: every hand holds 13 hearts at 1 point and the queen of spades at 13 (a moon shot changes the scores, not the points taken).</source>
        <translation>Die erhaltenen Punkte ergeben zusammen {total}, nicht 26: Jede Runde enthält 13 Herz zu je 1 Punkt und die Pik-Dame zu 13 (ein Durchmarsch ändert die Wertung, nicht die erhaltenen Punkte).</translation>
    </message>
    <message>
        <source>The player who shot the moon is not at this table.</source>
        <translation>Der Spieler mit dem Durchmarsch sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>{seat} took {points} points: a player takes 0 to 26.</source>
        <translation>{seat} hat {points} Punkte bekommen: Ein Spieler bekommt 0 bis 26.</translation>
    </message>
    <message>
        <source>{seat} shot the moon, so took all 26 points, not {points}.</source>
        <translation>{seat} hat einen Durchmarsch geschafft, also alle 26 Punkte bekommen, nicht {points}.</translation>
    </message>
    <message>
        <source>shot the moon</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <source>26 for the moon</source>
        <translation>26 für den Durchmarsch</translation>
    </message>
    <message>
        <source>Lead the {card}, the card least likely to win.</source>
        <translation>Spielen Sie {card} aus, die Karte mit der geringsten Chance auf einen Stich.</translation>
    </message>
    <message>
        <source>Bid made: play the {card}, the highest card that cannot win.</source>
        <translation>Ansage erfüllt: Spielen Sie {card}, die höchste Karte, die nicht gewinnen kann.</translation>
    </message>
    <message>
        <source>Every card wins this trick: get rid of the {card}, the most dangerous.</source>
        <translation>Jede Karte gewinnt diesen Stich: Werden Sie {card} los, die gefährlichste Karte.</translation>
    </message>
    <message>
        <source>Every card beats the trick so far: play the {card}, lowest, and hope it is overtaken.</source>
        <translation>Jede Karte schlägt den bisherigen Stich: Spielen Sie die niedrigste, {card}, und hoffen Sie, dass jemand höher spielt.</translation>
    </message>
    <message>
        <source>The bid cannot be made now: take this trick from a player who needs it with the {card}.</source>
        <translation>Die Ansage ist nicht mehr zu erfüllen: Nehmen Sie mit {card} diesen Stich einem Spieler weg, der ihn braucht.</translation>
    </message>
    <message>
        <source>The bid cannot be made now: leave this trick with the {card}.</source>
        <translation>Die Ansage ist nicht mehr zu erfüllen: Überlassen Sie diesen Stich den anderen und spielen Sie {card}.</translation>
    </message>
    <message>
        <source>Still need tricks: take this one with the {card}.</source>
        <translation>Es fehlen noch Stiche: Nehmen Sie diesen mit {card}.</translation>
    </message>
    <message>
        <source>Still need tricks: try for this one with the {card}.</source>
        <translation>Es fehlen noch Stiche: Versuchen Sie, diesen mit {card} zu bekommen.</translation>
    </message>
    <message>
        <source>This trick cannot be won: throw the {card}, the card least likely to win later.</source>
        <translation>Dieser Stich ist nicht zu gewinnen: Werfen Sie {card} ab, die Karte mit der geringsten Chance, später einen Stich zu machen.</translation>
    </message>
    <message>
        <source>Play the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Spielen Sie {card}: Die noch fehlenden Stiche sollten vom Rest des Blatts kommen.</translation>
    </message>
    <message>
        <source>Still need tricks: lead the {card}, which should win.</source>
        <translation>Es fehlen noch Stiche: Spielen Sie {card} aus, damit sollten Sie gewinnen.</translation>
    </message>
    <message>
        <source>Lead the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Spielen Sie {card} aus: Die noch fehlenden Stiche sollten vom Rest des Blatts kommen.</translation>
    </message>
    <message>
        <source>Bid {bid}: this hand should take about {expected} tricks.</source>
        <translation>Sagen Sie {bid} an: Dieses Blatt sollte etwa {expected} Stiche machen.</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Oh Hell</translation>
    </message>
    <message>
        <source>Hands grow by a card each deal; bid the exact number of tricks you will take.</source>
        <translation>Die Blätter wachsen mit jeder Runde um eine Karte; sagen Sie genau an, wie viele Stiche Sie machen werden.</translation>
    </message>
    <message>
        <source>{seat} made a bid of {bid}: {points} points.</source>
        <translation>{seat} hat die Ansage {bid} erfüllt: {points} Punkte.</translation>
    </message>
    <message>
        <source>In Oh Hell you bid, then play one card at a time, not &apos;{move}&apos;.</source>
        <translation>Bei Oh Hell wird erst angesagt, dann jeweils eine Karte gespielt, nicht „{move}“.</translation>
    </message>
    <message>
        <source>The bidding is over: play a card.</source>
        <translation>Die Ansagen sind vorbei: Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Bid a number of tricks from 0 to {cards}.</source>
        <translation>Sagen Sie eine Stichzahl von 0 bis {cards} an.</translation>
    </message>
    <message>
        <source>The bids may not add up to the number of tricks: as dealer you may not bid {bid}.</source>
        <translation>Die Ansagen dürfen zusammen nicht die Zahl der Stiche ergeben: Als Geber dürfen Sie nicht {bid} ansagen.</translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} of {total}: {n} cards</source>
        <extracomment>English singular: Hand {number} of {total}: {n} card</extracomment>
        <translation>
            <numerusform>Runde {number} von {total}: {n} Karte</numerusform>
            <numerusform>Runde {number} von {total}: {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
        <translation>Sagen Sie an, wie viele Stiche Sie machen werden – genau, 0 bis {cards}.</translation>
    </message>
    <message>
        <source>Play with a joker</source>
        <translation>Mit Joker spielen</translation>
    </message>
    <message>
        <source>Hook rule</source>
        <translation>Geberregel</translation>
    </message>
    <message>
        <source>Oh Hell with a joker</source>
        <translation>Oh Hell mit Joker</translation>
    </message>
    <message>
        <source>53 cards: the joker stands for the turned-up card.</source>
        <translation>53 Karten: Der Joker steht für die aufgedeckte Karte.</translation>
    </message>
    <message>
        <source>Oh Hell with the hook</source>
        <translation>Oh Hell mit Geberregel</translation>
    </message>
    <message>
        <source>The dealer may not make the bids add up to the number of tricks.</source>
        <translation>Der Geber darf die Ansagen nicht auf die Zahl der Stiche ergänzen.</translation>
    </message>
    <message>
        <source>Nobody made their bid.</source>
        <translation>Niemand hat seine Ansage erfüllt.</translation>
    </message>
    <message>
        <source>Every player bids before the first card is played.</source>
        <translation>Alle Spieler sagen an, bevor die erste Karte gespielt wird.</translation>
    </message>
    <message>
        <source>trump card</source>
        <translation>Trumpfkarte</translation>
    </message>
    <message>
        <source>The joker is the {card}</source>
        <translation>Der Joker gilt als {card}</translation>
    </message>
    <message>
        <source>Trick {number} of {cards}</source>
        <translation>Stich {number} von {cards}</translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards} but not {bid} (the bids may not add up to {cards}).</source>
        <translation>Sagen Sie an, wie viele Stiche Sie machen werden – genau, 0 bis {cards}, aber nicht {bid} (die Ansagen dürfen zusammen nicht {cards} ergeben).</translation>
    </message>
    <message>
        <source>A joker is added to the pack. It stands for the turned-up card (which is itself out of play); if the joker is turned up, the hand is played at no trump.</source>
        <translation>Ein Joker kommt ins Spiel. Er steht für die aufgedeckte Karte (die selbst aus dem Spiel ist); wird der Joker aufgedeckt, wird die Runde ohne Trumpf gespielt.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not bid the number that makes the bids add up to the number of tricks, so that somebody must miss.</source>
        <translation>Der Geber, der als Letzter ansagt, darf nicht die Zahl ansagen, mit der die Ansagen zusammen die Zahl der Stiche ergäben; so muss jemand danebenliegen.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}. The joker is the {card} in this hand.</source>
        <translation>Sie müssen Farbe bedienen: {suit}. Der Joker gilt in dieser Runde als {card}.</translation>
    </message>
    <message>
        <source>No trumps (the last hand)</source>
        <translation>Kein Trumpf (letzte Runde)</translation>
    </message>
    <message>
        <source>No trumps (the joker was turned up)</source>
        <translation>Kein Trumpf (Joker aufgedeckt)</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>Ansage {bid}</translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks}</source>
        <translation>Ansage {bid} · Stiche {tricks}</translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks} · made</source>
        <translation>Ansage {bid} · Stiche {tricks} · erfüllt</translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks} · missed</source>
        <translation>Ansage {bid} · Stiche {tricks} · verfehlt</translation>
    </message>
    <message>
        <source>Cards in the first hand</source>
        <translation>Karten in der ersten Runde</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>The first hand deals this many cards to each player, each hand one more, up to 52 divided by the number of players.</source>
        <translation>In der ersten Runde erhält jeder Spieler so viele Karten, in jeder weiteren eine mehr, bis 52 geteilt durch die Spielerzahl.</translation>
    </message>
    <message>
        <source>Who deals the first hand (0 = the first column); the deal passes to the left.</source>
        <translation>Wer die erste Runde gibt (0 = die erste Spalte); das Geben wechselt nach links.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not make the bids add up to the number of tricks.</source>
        <translation>Der Geber, der als Letzter ansagt, darf die Ansagen nicht auf die Zahl der Stiche ergänzen.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bid.</source>
        <translation>Geben Sie die Ansage von {seat} ein.</translation>
    </message>
    <message>
        <source>Enter the tricks {seat} took.</source>
        <translation>Geben Sie die Stiche von {seat} ein.</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>The suit of the card turned up (the last hand is at no trump).</source>
        <translation>Die Farbe der aufgedeckten Karte (die letzte Runde wird ohne Trumpf gespielt).</translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {cards}: tricks add up to the hand size.</source>
        <translation>Die Stiche ergeben zusammen {total}, nicht {cards}: Sie ergeben zusammen die Zahl der Handkarten.</translation>
    </message>
    <message>
        <source>The bids add up to {cards}, the number of tricks: with the hook rule {seat}, the dealer, may not bid {bid}.</source>
        <translation>Die Ansagen ergeben zusammen {cards}, die Zahl der Stiche: Nach der Geberregel darf {seat} als Geber nicht {bid} ansagen.</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>OT</translation>
    </message>
    <message>
        <source>How many tricks each player bid: 0 to {cards}.</source>
        <translation>Wie viele Stiche jeder Spieler angesagt hat: 0 bis {cards}.</translation>
    </message>
    <message>
        <source>How many tricks each player took; they add up to {cards}.</source>
        <translation>Wie viele Stiche jeder Spieler gemacht hat; zusammen ergeben sie {cards}.</translation>
    </message>
    <message>
        <source>The last hand is played at no trump.</source>
        <translation>Die letzte Runde wird ohne Trumpf gespielt.</translation>
    </message>
    <message>
        <source>{name} dealt</source>
        <translation>{name} hat gegeben</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>made the bid exactly</source>
        <translation>Ansage genau erfüllt</translation>
    </message>
    <message>
        <source>Play the {card}: your side has its bid, so avoid bags.</source>
        <translation>Spielen Sie {card}: Ihre Seite hat ihre Ansage erfüllt, also vermeiden Sie Überstiche.</translation>
    </message>
    <message>
        <source>Play the {card}: your nil must not win a trick.</source>
        <translation>Spielen Sie {card}: Bei Ihrer Null-Ansage dürfen Sie keinen Stich machen.</translation>
    </message>
    <message>
        <source>Play the {card} to protect your partner&apos;s nil.</source>
        <translation>Spielen Sie {card}, um die Null-Ansage Ihres Partners zu schützen.</translation>
    </message>
    <message>
        <source>Play the {card} to leave the nil bidder winning the trick.</source>
        <translation>Spielen Sie {card}, damit der Null-Spieler den Stich gewinnt.</translation>
    </message>
    <message>
        <source>Play the {card}: your side needs tricks.</source>
        <translation>Spielen Sie {card}: Ihre Seite braucht Stiche.</translation>
    </message>
    <message>
        <source>Look at your cards before bidding.</source>
        <translation>Sehen Sie sich Ihre Karten vor der Ansage an.</translation>
    </message>
    <message>
        <source>Pass the {card} to your partner.</source>
        <translation>Geben Sie {card} an Ihren Partner weiter.</translation>
    </message>
    <message>
        <source>Far behind: risk a blind nil for 100 points.</source>
        <translation>Weit zurück: Riskieren Sie Blind-Null für 100 Punkte.</translation>
    </message>
    <message>
        <source>No card here should win a trick: bid nil.</source>
        <translation>Keine dieser Karten dürfte einen Stich machen: Sagen Sie Null an.</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Bid the tricks you will take with your partner; spades are always trumps.</source>
        <translation>Sagen Sie an, wie viele Stiche Sie mit Ihrem Partner machen werden; Pik ist immer Trumpf.</translation>
    </message>
    <message>
        <source>Bid from 1 to {most} tricks.</source>
        <translation>Sagen Sie 1 bis {most} Stiche an.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Spades.</source>
        <translation>„{move}“ ist kein Zug in Spades.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Die Ansagen sind vorbei.</translation>
    </message>
    <message>
        <source>Everyone bids before the play: bid how many tricks you expect to take.</source>
        <translation>Vor dem Spiel sagen alle an: Sagen Sie an, wie viele Stiche Sie erwarten.</translation>
    </message>
    <message>
        <source>You have already looked at your cards.</source>
        <translation>Sie haben Ihre Karten schon angesehen.</translation>
    </message>
    <message>
        <source>Blind nil is bid before looking at your cards.</source>
        <translation>Blind-Null wird angesagt, bevor man die Karten ansieht.</translation>
    </message>
    <message>
        <source>Nil is not played at this table: bid at least 1.</source>
        <translation>Null wird an diesem Tisch nicht gespielt: Sagen Sie mindestens 1 an.</translation>
    </message>
    <message>
        <source>To bid no tricks, bid nil.</source>
        <translation>Für keinen Stich sagen Sie Null an.</translation>
    </message>
    <message>
        <source>Bid how many tricks you expect to take.</source>
        <translation>Sagen Sie an, wie viele Stiche Sie erwarten.</translation>
    </message>
    <message>
        <source>Pass a card to your partner, who bid blind nil.</source>
        <translation>Geben Sie eine Karte an Ihren Partner weiter, der Blind-Null angesagt hat.</translation>
    </message>
    <message>
        <source>Two of clubs leads</source>
        <translation>Kreuz-Zwei spielt aus</translation>
    </message>
    <message>
        <source>Nil bids</source>
        <translation>Null-Ansagen</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>Blind-Null</translation>
    </message>
    <message>
        <source>Blind nil exchange</source>
        <translation>Kartentausch bei Blind-Null</translation>
    </message>
    <message>
        <source>Ten bags cost 100</source>
        <translation>Zehn Überstiche kosten 100</translation>
    </message>
    <message>
        <source>Spades, blind nil with an exchange</source>
        <translation>Spades, Blind-Null mit Kartentausch</translation>
    </message>
    <message>
        <source>A blind nil bidder and her partner pass each other one card after the bidding.</source>
        <translation>Der Blind-Null-Spieler und sein Partner geben sich nach den Ansagen gegenseitig eine Karte.</translation>
    </message>
    <message>
        <source>First the blind nil bidder and her partner pass each other a card.</source>
        <translation>Zuerst geben sich der Blind-Null-Spieler und sein Partner gegenseitig eine Karte.</translation>
    </message>
    <message>
        <source>First choose: blind nil, or look at your cards.</source>
        <translation>Entscheiden Sie zuerst: Blind-Null oder Karten ansehen.</translation>
    </message>
    <message>
        <source>Blind nil is played by partners only.</source>
        <translation>Blind-Null gibt es nur im Partnerspiel.</translation>
    </message>
    <message>
        <source>Blind nil is not played at this table.</source>
        <translation>Blind-Null wird an diesem Tisch nicht gespielt.</translation>
    </message>
    <message>
        <source>Pass exactly one card to your partner.</source>
        <translation>Geben Sie genau eine Karte an Ihren Partner weiter.</translation>
    </message>
    <message>
        <source>Trick {number} of {count}</source>
        <translation>Stich {number} von {count}</translation>
    </message>
    <message>
        <source>Blind nil, or look at your cards?</source>
        <translation>Blind-Null oder Karten ansehen?</translation>
    </message>
    <message>
        <source>Bid how many tricks you expect to take, or nil.</source>
        <translation>Sagen Sie an, wie viele Stiche Sie erwarten, oder Null.</translation>
    </message>
    <message>
        <source>Pass a card to your partner.</source>
        <translation>Geben Sie eine Karte an Ihren Partner weiter.</translation>
    </message>
    <message>
        <source>Lead a card (spades are not broken yet).</source>
        <translation>Spielen Sie eine Karte aus (Pik ist noch nicht gebrochen).</translation>
    </message>
    <message>
        <source>People usually play Spades to 500 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>Spades wird meist bis 500 Punkte gespielt. Die Spieler können das Spielende aber selbst festlegen.</translation>
    </message>
    <message>
        <source>The two of clubs is the first card played after all bidding is done. Off: the player on the dealer&apos;s left leads any card but a spade.</source>
        <translation>Die Kreuz-Zwei ist die erste Karte, die nach allen Ansagen gespielt wird. Aus: Der Spieler links vom Geber spielt eine beliebige Karte außer Pik aus.</translation>
    </message>
    <message>
        <source>A player may bid to take no trick at all: +50 if she takes none, -50 if she takes any. Off: every bid is at least 1.</source>
        <translation>Ein Spieler darf ansagen, überhaupt keinen Stich zu machen: +50, wenn er keinen macht, -50, wenn er einen macht. Aus: Jede Ansage ist mindestens 1.</translation>
    </message>
    <message>
        <source>Partnerships only: before seeing her cards a player may bid nil blind, for +100 or -100.</source>
        <translation>Nur im Partnerspiel: Bevor er seine Karten ansieht, darf ein Spieler Blind-Null ansagen, für +100 oder -100.</translation>
    </message>
    <message>
        <source>After a blind nil, the bidder passes one card to her partner, and her partner gives her one of theirs.</source>
        <translation>Nach einer Blind-Null-Ansage gibt der Spieler eine Karte an seinen Partner weiter, und der Partner gibt ihm eine seiner Karten.</translation>
    </message>
    <message>
        <source>Overtricks (bags) score a point each; a side that collects 10 bags loses 100 points and starts counting again.</source>
        <translation>Überstiche zählen je einen Punkt; eine Seite, die 10 Überstiche gesammelt hat, verliert 100 Punkte und beginnt wieder von vorn zu zählen.</translation>
    </message>
    <message>
        <source>{seat} &amp; {other}: bid {bid}, took {took}</source>
        <translation>{seat} &amp; {other}: Ansage {bid}, Stiche {took}</translation>
    </message>
    <message>
        <source>Spades broken</source>
        <translation>Pik gebrochen</translation>
    </message>
    <message>
        <source>Spades not broken yet</source>
        <translation>Pik noch nicht gebrochen</translation>
    </message>
    <message>
        <source>{seat} &amp; {other} reached 10 bags: {points} points.</source>
        <translation>{seat} &amp; {other} haben 10 Überstiche erreicht: {points} Punkte.</translation>
    </message>
    <message>
        <source>{seat} reached 10 bags: {points} points.</source>
        <translation>{seat} hat 10 Überstiche erreicht: {points} Punkte.</translation>
    </message>
    <message>
        <source>{seat}&apos;s {bid} failed ({took} taken).</source>
        <translation>{seat} hat {bid} nicht geschafft ({took} Stiche).</translation>
    </message>
    <message>
        <source>{seat} made {bid}.</source>
        <translation>{seat} hat {bid} geschafft.</translation>
    </message>
    <message>
        <source>{seat} &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>{seat} &amp; {other} haben ihre Ansage nicht geschafft: Ansage {bid}, Stiche {took}.</translation>
    </message>
    <message>
        <source>{seat} was set: bid {bid}, took {took}.</source>
        <translation>{seat} hat die Ansage nicht geschafft: Ansage {bid}, Stiche {took}.</translation>
    </message>
    <message>
        <source>nil · took {took}</source>
        <translation>Null · Stiche {took}</translation>
    </message>
    <message numerus="yes">
        <source>Better on average than the usual play, over {n} imagined deals.</source>
        <extracomment>English singular: Better on average than the usual play, over {n} imagined deal.</extracomment>
        <translation>
            <numerusform>Im Schnitt besser als das übliche Spiel, über {n} simulierte Verteilung.</numerusform>
            <numerusform>Im Schnitt besser als das übliche Spiel, über {n} simulierte Verteilungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal first.</source>
        <translation>Sie geben zuerst.</translation>
    </message>
    <message>
        <source>{seat} deals first.</source>
        <translation>{seat} gibt zuerst.</translation>
    </message>
    <message>
        <source>You have no {suit}: play any card.</source>
        <translation>Sie haben kein {suit}: Spielen Sie eine beliebige Karte.</translation>
    </message>
    <message>
        <source>You have no {suit}: head the trick with a trump.</source>
        <translation>Sie haben kein {suit}: Übernehmen Sie den Stich mit Trumpf.</translation>
    </message>
    <message>
        <source>You doubled {other}</source>
        <translation>Sie haben {other} kontriert</translation>
    </message>
    <message>
        <source>You doubled {count} players</source>
        <translation>Sie haben {count} Spieler kontriert</translation>
    </message>
    <message>
        <source>You declared {name}.</source>
        <translation>Sie haben {name} angesagt.</translation>
    </message>
    <message>
        <source>You went out first.</source>
        <translation>Sie haben als Erster alle Karten abgelegt.</translation>
    </message>
    <message>
        <source>You took the king of hearts.</source>
        <translation>Sie haben den Herz-König bekommen.</translation>
    </message>
    <message>
        <source>You declare next; contracts still to play: {contracts}.</source>
        <translation>Sie sind als Nächstes Spielmacher; noch zu spielende Kontrakte: {contracts}.</translation>
    </message>
    <message>
        <source>Doubles of you still owed: {tally}.</source>
        <translation>Noch offene Pflichtkontras gegen Sie: {tally}.</translation>
    </message>
    <message>
        <source>Every compulsory double of you has been made.</source>
        <translation>Alle Pflichtkontras gegen Sie sind gegeben.</translation>
    </message>
    <message>
        <source>You must double declarer on the next hand.</source>
        <translation>Sie müssen den Spielmacher in der nächsten Runde kontrieren.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Sie haben alle Karten abgelegt.</translation>
    </message>
    <message>
        <source>You reached {target}: the game is over.</source>
        <translation>Sie haben {target} erreicht: Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>You deal next.</source>
        <translation>Sie geben als Nächstes.</translation>
    </message>
    <message>
        <source>You peg first and count first.</source>
        <translation>Sie spielen zuerst aus und zählen zuerst.</translation>
    </message>
    <message>
        <source>You are double skunked (under 61): the win counts triple.</source>
        <translation>Sie sind doppelt Schneider (unter 61): Der Sieg zählt dreifach.</translation>
    </message>
    <message>
        <source>You are skunked (under 91): the win counts double.</source>
        <translation>Sie sind Schneider (unter 91): Der Sieg zählt doppelt.</translation>
    </message>
    <message>
        <source>Play the {card}: it gives the others the fewest openings.</source>
        <translation>Spielen Sie {card}: Damit eröffnen Sie den anderen die wenigsten Möglichkeiten.</translation>
    </message>
    <message>
        <source>No card of yours fits: pass.</source>
        <translation>Keine Ihrer Karten passt: Passen Sie.</translation>
    </message>
    <message>
        <source>No card of yours fits: draw.</source>
        <translation>Keine Ihrer Karten passt: Ziehen Sie.</translation>
    </message>
    <message>
        <source>Pass the {card}: far from its seven, it would be among your last cards.</source>
        <translation>Geben Sie {card} weiter: So weit von der Sieben entfernt, würde sie zu Ihren letzten Karten gehören.</translation>
    </message>
    <message>
        <source>Play several cards at once: fewer left in your hand.</source>
        <translation>Spielen Sie mehrere Karten auf einmal: So bleiben weniger auf Ihrer Hand.</translation>
    </message>
    <message>
        <source>Play the {card} early: you hold far cards of its suit.</source>
        <translation>Spielen Sie {card} früh: Sie haben Karten dieser Farbe, die weit von der Sieben entfernt sind.</translation>
    </message>
    <message>
        <source>Play the {card}: nobody can build on it.</source>
        <translation>Spielen Sie {card}: Daran kann niemand weiter anlegen.</translation>
    </message>
    <message>
        <source>Play the {card}: it opens nothing for the others.</source>
        <translation>Spielen Sie {card}: Damit eröffnen Sie den anderen nichts.</translation>
    </message>
    <message>
        <source>The {card} does not fit: a row builds from its seven down to the ace and up to the king, one card at a time.</source>
        <translation>{card} passt nicht: An eine Reihe wird von ihrer Sieben aus abwärts bis zum Ass und aufwärts bis zum König angelegt, eine Karte nach der anderen.</translation>
    </message>
    <message>
        <source>The cards have been passed: play now.</source>
        <translation>Die Karten sind weitergegeben: Spielen Sie jetzt.</translation>
    </message>
    <message>
        <source>You cannot play: draw from the stock.</source>
        <translation>Sie können nicht spielen: Ziehen Sie vom Stapel.</translation>
    </message>
    <message>
        <source>{move} is not a move of Fan Tan: play a card, pass or draw.</source>
        <translation>{move} ist kein Zug in Fan Tan: Spielen Sie eine Karte, passen Sie oder ziehen Sie.</translation>
    </message>
    <message>
        <source>These cards cannot be played together.</source>
        <translation>Diese Karten können nicht zusammen gespielt werden.</translation>
    </message>
    <message>
        <source>A seven opens its own suit&apos;s row.</source>
        <translation>Eine Sieben eröffnet die Reihe ihrer eigenen Farbe.</translation>
    </message>
    <message>
        <source>Say which row the {card} goes on.</source>
        <translation>Geben Sie an, an welche Reihe {card} angelegt wird.</translation>
    </message>
    <message>
        <source>Choose three cards to pass before play begins.</source>
        <translation>Wählen Sie drei Karten zum Weitergeben, bevor das Spiel beginnt.</translation>
    </message>
    <message>
        <source>A card of yours fits: if you can play, you must.</source>
        <translation>Eine Ihrer Karten passt: Wenn Sie spielen können, müssen Sie es auch.</translation>
    </message>
    <message>
        <source>The stock is empty: pass.</source>
        <translation>Der Stapel ist leer: Passen Sie.</translation>
    </message>
    <message>
        <source>The seven of trumps is always played as a trump.</source>
        <translation>Die Trumpf-Sieben wird immer als Trumpf gespielt.</translation>
    </message>
    <message>
        <source>Cards are played on their own suit&apos;s row.</source>
        <translation>Karten werden an die Reihe ihrer eigenen Farbe angelegt.</translation>
    </message>
    <message>
        <source>Only a trump may stand for a card of another suit.</source>
        <translation>Nur ein Trumpf darf eine Karte einer anderen Farbe ersetzen.</translation>
    </message>
    <message>
        <source>Only a card displaced by a trump is played on the trump row.</source>
        <translation>Nur eine von einem Trumpf ersetzte Karte wird an die Trumpfreihe angelegt.</translation>
    </message>
    <message>
        <source>A trump took the place of the {card}: it must be played on the trump row.</source>
        <translation>Ein Trumpf hat den Platz von {card} eingenommen: Diese Karte muss an die Trumpfreihe angelegt werden.</translation>
    </message>
    <message>
        <source>A card you drew fits: you must play it.</source>
        <translation>Eine gezogene Karte passt: Sie müssen sie spielen.</translation>
    </message>
    <message>
        <source>There is no stock in this game: pass.</source>
        <translation>In diesem Spiel gibt es keinen Stapel: Passen Sie.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <source>Odd cards</source>
        <translation>Überzählige Karten</translation>
    </message>
    <message>
        <source>Turned-up trumps</source>
        <translation>Aufgedeckte Trümpfe</translation>
    </message>
    <message>
        <source>Pass three cards (Hearts Tan)</source>
        <translation>Drei Karten weitergeben (Hearts Tan)</translation>
    </message>
    <message>
        <source>Incremental drawing</source>
        <translation>Steigendes Ziehen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Multiples</source>
        <translation>Gleiche Werte</translation>
    </message>
    <message>
        <source>Parallel runs</source>
        <translation>Parallele Folgen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan</source>
        <translation>Fan Tan mit zwei Kartenspielen</translation>
    </message>
    <message>
        <source>Two packs for four to ten players: each seven opens its own row, and a play is no longer sure.</source>
        <translation>Zwei Kartenspiele für vier bis zehn Spieler: Jede Sieben eröffnet ihre eigene Reihe, und kein Zug ist mehr sicher.</translation>
    </message>
    <message>
        <source>Trump Fan Tan</source>
        <translation>Trumpf-Fan-Tan</translation>
    </message>
    <message>
        <source>Spades are trumps: a spade may stand for the card of its rank in another suit.</source>
        <translation>Pik ist Trumpf: Ein Pik darf die Karte gleichen Werts einer anderen Farbe ersetzen.</translation>
    </message>
    <message>
        <source>Double Deck Trump Fan Tan</source>
        <translation>Trumpf-Fan-Tan mit zwei Kartenspielen</translation>
    </message>
    <message>
        <source>Double Deck and Trump Fan Tan at the same time.</source>
        <translation>Fan Tan mit zwei Kartenspielen und Trumpf-Fan-Tan zugleich.</translation>
    </message>
    <message>
        <source>Hearts Tan</source>
        <translation>Hearts Tan</translation>
    </message>
    <message>
        <source>Pass three cards before each hand, as in Hearts.</source>
        <translation>Geben Sie vor jeder Runde drei Karten weiter, wie bei Hearts.</translation>
    </message>
    <message>
        <source>Crazy Tan</source>
        <translation>Crazy Tan</translation>
    </message>
    <message>
        <source>Seven cards each and a stock: play or draw, one more card each time nobody plays.</source>
        <translation>Je sieben Karten und ein Stapel: Spielen oder ziehen, jedes Mal eine Karte mehr, wenn niemand spielt.</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan: two packs, &quot;recommended for seven or more players&quot;; each seven opens its own row. Automatic: two packs from seven players.</source>
        <translation>Fan Tan mit zwei Kartenspielen: zwei Kartenspiele, „empfohlen für sieben oder mehr Spieler“; jede Sieben eröffnet ihre eigene Reihe. Automatisch: zwei Kartenspiele ab sieben Spielern.</translation>
    </message>
    <message>
        <source>All the cards are dealt out; Crazy Tan: &quot;deal seven cards to each player&quot;, the rest face down as a stock. Automatic: Crazy Tan for two players, all the cards for three or more.</source>
        <translation>Alle Karten werden ausgeteilt; Crazy Tan: „jedem Spieler sieben Karten austeilen“, der Rest bildet verdeckt den Stapel. Automatisch: Crazy Tan bei zwei Spielern, alle Karten ab drei Spielern.</translation>
    </message>
    <message>
        <source>Cards that do not share out evenly are dealt round as usual (some players hold one more), or &quot;simply turn the extra cards face up&quot;: they go onto the rows by themselves as soon as they fit.</source>
        <translation>Karten, die nicht gleichmäßig aufgehen, werden wie üblich reihum ausgeteilt (manche Spieler haben eine mehr), oder „die überzähligen Karten einfach aufdecken“: Diese kommen von selbst an die Reihen, sobald sie passen.</translation>
    </message>
    <message>
        <source>Trump Fan Tan: a trump may stand for the card of its rank in another suit; the card it displaced is then played on the trump row. The last choice takes the suit of the last card turned face up (spades if none is turned up).</source>
        <translation>Trumpf-Fan-Tan: Ein Trumpf darf die Karte gleichen Werts einer anderen Farbe ersetzen; die ersetzte Karte wird dann an die Trumpfreihe angelegt. Die letzte Wahl nimmt die Farbe der letzten aufgedeckten Karte (Pik, wenn keine aufgedeckt wird).</translation>
    </message>
    <message>
        <source>When the last turned-up card names trumps, a trump turned up either &quot;must be played as trump on the trump pile&quot; or &quot;replaces the first card it can&quot;.</source>
        <translation>Wenn die letzte aufgedeckte Karte Trumpf bestimmt, wird ein aufgedeckter Trumpf entweder „als Trumpf an die Trumpfreihe gespielt“ oder „ersetzt die erste Karte, die er kann“.</translation>
    </message>
    <message>
        <source>Hearts-style passing before play: with four players left, right, across, then no pass; with other numbers to the left skipping none, then one, then two players..., and no pass on every n-th hand.</source>
        <translation>Weitergabe wie bei Hearts vor dem Spiel: bei vier Spielern nach links, nach rechts, nach gegenüber, dann keine Weitergabe; bei anderer Spielerzahl nach links ohne Auslassung, dann über einen, dann über zwei Spieler hinweg …, und in jeder n-ten Runde keine Weitergabe.</translation>
    </message>
    <message>
        <source>Crazy Tan: a player who cannot play draws one card more than the player before drew (one, two, three...); the count starts again once someone plays.</source>
        <translation>Crazy Tan: Wer nicht spielen kann, zieht eine Karte mehr als der Spieler davor (eine, zwei, drei …); sobald jemand spielt, beginnt die Zählung von vorn.</translation>
    </message>
    <message>
        <source>Consecutive cards of one suit that all fit may be played at once (one pack only).</source>
        <translation>Aufeinanderfolgende Karten einer Farbe, die alle passen, dürfen auf einmal gespielt werden (nur mit einem Kartenspiel).</translation>
    </message>
    <message>
        <source>Two or more cards of one rank that can all be played may be played in one turn (one pack only).</source>
        <translation>Zwei oder mehr Karten gleichen Werts, die alle spielbar sind, dürfen in einem Zug gespielt werden (nur mit einem Kartenspiel).</translation>
    </message>
    <message>
        <source>With runs and multiples: runs of the same ranks in several suits at once.</source>
        <translation>Mit Folgen und gleichen Werten: Folgen derselben Werte in mehreren Farben auf einmal.</translation>
    </message>
    <message>
        <source>Each loser pays the winner a point for every card still held (Hoyle&apos;s settlement), or the winner scores a point for the hand.</source>
        <translation>Jeder Verlierer zahlt dem Gewinner einen Punkt für jede Karte, die er noch auf der Hand hat (Abrechnung nach Hoyle), oder der Gewinner bekommt einen Punkt für die Runde.</translation>
    </message>
    <message>
        <source>The match is a fixed number of hands (by default each player deals twice), the highest total winning, or ends when a player reaches the target.</source>
        <translation>Die Partie hat eine feste Zahl von Runden (standardmäßig gibt jeder Spieler zweimal), und die höchste Summe gewinnt, oder sie endet, sobald ein Spieler das Ziel erreicht.</translation>
    </message>
    <message>
        <source>0: five points for each player with a point per card, five hands won with a point per hand.</source>
        <translation>0: fünf Punkte je Spieler bei einem Punkt pro Karte, fünf gewonnene Runden bei einem Punkt pro Runde.</translation>
    </message>
    <message>
        <source>With a fixed number of hands: how many (0: each player deals twice).</source>
        <translation>Bei einer festen Zahl von Runden: wie viele (0: jeder Spieler gibt zweimal).</translation>
    </message>
    <message>
        <source>Crazy Tan is played with one pack, by two to six players, not {players}</source>
        <translation>Crazy Tan wird mit einem Kartenspiel von zwei bis sechs Spielern gespielt, nicht von {players}</translation>
    </message>
    <message>
        <source>Fan Tan with one pack is for three to six players, not {players}; two may play Crazy Tan, seven or more Double Deck</source>
        <translation>Fan Tan mit einem Kartenspiel ist für drei bis sechs Spieler, nicht für {players}; zu zweit kann man Crazy Tan spielen, ab sieben Fan Tan mit zwei Kartenspielen</translation>
    </message>
    <message>
        <source>trumps from the last turned-up card need the odd cards turned face up</source>
        <translation>Trumpf nach der letzten aufgedeckten Karte setzt voraus, dass die überzähligen Karten aufgedeckt werden</translation>
    </message>
    <message>
        <source>runs and multiples are played with one pack, where a suit has one row</source>
        <translation>Folgen und gleiche Werte werden mit einem Kartenspiel gespielt, bei dem jede Farbe nur eine Reihe hat</translation>
    </message>
    <message>
        <source>parallel runs combine runs and multiples: choose both</source>
        <translation>parallele Folgen verbinden Folgen und gleiche Werte: Wählen Sie beides</translation>
    </message>
    <message>
        <source>Two packs (Double Deck)</source>
        <translation>Zwei Kartenspiele (Doppeldeck)</translation>
    </message>
    <message>
        <source>All the cards</source>
        <translation>Alle Karten</translation>
    </message>
    <message>
        <source>Seven each and a stock (Crazy Tan)</source>
        <translation>Sieben für jeden und ein Stapel (Crazy Tan)</translation>
    </message>
    <message>
        <source>Dealt round</source>
        <translation>Reihum ausgeteilt</translation>
    </message>
    <message>
        <source>Turned face up</source>
        <translation>Offen aufgedeckt</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Pik</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Herz</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Karo</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Kreuz</translation>
    </message>
    <message>
        <source>The suit of the last turned-up card</source>
        <translation>Die Farbe der letzten aufgedeckten Karte</translation>
    </message>
    <message>
        <source>Played on the trump row</source>
        <translation>Auf die Trumpfreihe gelegt</translation>
    </message>
    <message>
        <source>Takes the first place it can</source>
        <translation>Nimmt den ersten möglichen Platz</translation>
    </message>
    <message>
        <source>A point per card held, paid to the winner</source>
        <translation>Ein Punkt pro Karte auf der Hand, an den Gewinner gezahlt</translation>
    </message>
    <message>
        <source>A point per hand won</source>
        <translation>Ein Punkt pro gewonnener Runde</translation>
    </message>
    <message>
        <source>A fixed number of hands</source>
        <translation>Eine feste Zahl von Runden</translation>
    </message>
    <message>
        <source>First to the target</source>
        <translation>Wer zuerst das Ziel erreicht</translation>
    </message>
    <message>
        <source>Crazy Tan is for two to six players, not {players}</source>
        <translation>Crazy Tan ist für zwei bis sechs Spieler, nicht für {players}</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan is for four to ten players, not {players}</source>
        <translation>Fan Tan mit zwei Kartenspielen ist für vier bis zehn Spieler, nicht für {players}</translation>
    </message>
    <message>
        <source>to the left, skipping one player</source>
        <translation>nach links über einen Spieler hinweg</translation>
    </message>
    <message>
        <source>to the left, skipping two players</source>
        <translation>nach links über zwei Spieler hinweg</translation>
    </message>
    <message>
        <source>to the left, skipping three players</source>
        <translation>nach links über drei Spieler hinweg</translation>
    </message>
    <message>
        <source>to the left, skipping four players</source>
        <translation>nach links über vier Spieler hinweg</translation>
    </message>
    <message>
        <source>to the left, skipping five players</source>
        <translation>nach links über fünf Spieler hinweg</translation>
    </message>
    <message>
        <source>to the left, skipping six players</source>
        <translation>nach links über sechs Spieler hinweg</translation>
    </message>
    <message>
        <source>to the left, skipping seven players</source>
        <translation>nach links über sieben Spieler hinweg</translation>
    </message>
    <message>
        <source>to the left, skipping eight players</source>
        <translation>nach links über acht Spieler hinweg</translation>
    </message>
    <message>
        <source>Fan Tan</source>
        <translation>Fan Tan</translation>
    </message>
    <message>
        <source>Sevens open the rows; build each suit down to the ace and up to the king. Play if you can, pass if you cannot: the first out of cards wins.</source>
        <translation>Siebenen eröffnen die Reihen; legen Sie in jeder Farbe abwärts bis zum Ass und aufwärts bis zum König an. Spielen Sie, wenn Sie können, sonst passen Sie: Wer zuerst keine Karten mehr hat, gewinnt.</translation>
    </message>
    <message>
        <source>You hold no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>Sie haben keine Karten, aber {other} hat alle Karten abgelegt: Jeder andere Spieler hat noch mindestens eine.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but you went out: every other player still holds at least one.</source>
        <translation>{seat} hat keine Karten, aber Sie haben alle Karten abgelegt: Jeder andere Spieler hat noch mindestens eine.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>{seat} hat keine Karten, aber {other} hat alle Karten abgelegt: Jeder andere Spieler hat noch mindestens eine.</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: You cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>Sie können nicht {n} Karte haben: Bei {players} Spielern bekommt niemand mehr als {most}, und ein Blatt wird nur kleiner.</numerusform>
            <numerusform>Sie können nicht {n} Karten haben: Bei {players} Spielern bekommt niemand mehr als {most}, und ein Blatt wird nur kleiner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>{seat} kann nicht {n} Karte haben: Bei {players} Spielern bekommt niemand mehr als {most}, und ein Blatt wird nur kleiner.</numerusform>
            <numerusform>{seat} kann nicht {n} Karten haben: Bei {players} Spielern bekommt niemand mehr als {most}, und ein Blatt wird nur kleiner.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic, as the game deals: Crazy Tan for two players, one pack up to six, two from seven.</source>
        <translation>Automatisch, wie das Spiel austeilt: Crazy Tan bei zwei Spielern, ein Kartenspiel bis sechs, zwei ab sieben.</translation>
    </message>
    <message>
        <source>0: a fixed number of hands. The game&apos;s own targets: five points a player, or five hands won.</source>
        <translation>0: eine feste Zahl von Runden. Die Ziele des Spiels selbst: fünf Punkte pro Spieler oder fünf gewonnene Runden.</translation>
    </message>
    <message>
        <source>Without a target, the match&apos;s length (0: each player deals twice).</source>
        <translation>Ohne Ziel die Länge der Partie (0: jeder Spieler gibt zweimal).</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: You cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>Sie können nicht {n} Karte haben: Jeder Spieler bekommt {dealt}, und der Stapel enthält {stock}, also hat niemand mehr als {most}.</numerusform>
            <numerusform>Sie können nicht {n} Karten haben: Jeder Spieler bekommt {dealt}, und der Stapel enthält {stock}, also hat niemand mehr als {most}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>{seat} kann nicht {n} Karte haben: Jeder Spieler bekommt {dealt}, und der Stapel enthält {stock}, also hat niemand mehr als {most}.</numerusform>
            <numerusform>{seat} kann nicht {n} Karten haben: Jeder Spieler bekommt {dealt}, und der Stapel enthält {stock}, also hat niemand mehr als {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>One pack, all dealt</source>
        <translation>Ein Kartenspiel, alle ausgeteilt</translation>
    </message>
    <message>
        <source>One pack, the odd cards face up</source>
        <translation>Ein Kartenspiel, überzählige Karten aufgedeckt</translation>
    </message>
    <message>
        <source>Two packs, all dealt</source>
        <translation>Zwei Kartenspiele, alle ausgeteilt</translation>
    </message>
    <message>
        <source>Two packs, the odd cards face up</source>
        <translation>Zwei Kartenspiele, überzählige Karten aufgedeckt</translation>
    </message>
    <message>
        <source>Only one player goes out: the hand ends as soon as the first has played all of their cards.</source>
        <translation>Nur ein Spieler legt alle Karten ab: Die Runde endet, sobald der Erste alle seine Karten gespielt hat.</translation>
    </message>
    <message>
        <source>Enter how many cards you still held as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Karten Sie noch hatten.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Karten {seat} noch hatte.</translation>
    </message>
    <message>
        <source>The cards left add up to {total}, but at most {most} can be left: the {dealt} cards dealt to the player who went out are on the table.</source>
        <translation>Die Restkarten ergeben zusammen {total}, aber höchstens {most} können übrig sein: Die {dealt} Karten, die der Spieler bekam, der alle Karten abgelegt hat, liegen auf dem Tisch.</translation>
    </message>
    <message>
        <source>Hands won: {tally}.</source>
        <translation>Gewonnene Runden: {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {hands} hands: {n} hands to play; the highest total wins.</source>
        <extracomment>English singular: A match of {hands} hands: {n} hand to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Eine Partie über {hands} Runden: noch {n} Runde zu spielen; die höchste Summe gewinnt.</numerusform>
            <numerusform>Eine Partie über {hands} Runden: noch {n} Runden zu spielen; die höchste Summe gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first player to play all of their cards: the hand ends there.</source>
        <translation>Der erste Spieler, der alle seine Karten gespielt hat: Damit endet die Runde.</translation>
    </message>
    <message>
        <source>Choose who went out: a hand of Fan Tan ends when one player has played all of their cards.</source>
        <translation>Wählen Sie, wer alle Karten abgelegt hat: Eine Runde Fan Tan endet, wenn ein Spieler alle seine Karten gespielt hat.</translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides you hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides you holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>Außer Ihnen hat {n} Spieler keine Karten, aber nur ein Spieler legt alle Karten ab.</numerusform>
            <numerusform>Außer Ihnen haben {n} Spieler keine Karten, aber nur ein Spieler legt alle Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides {seat} hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides {seat} holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>Außer {seat} hat {n} Spieler keine Karten, aber nur ein Spieler legt alle Karten ab.</numerusform>
            <numerusform>Außer {seat} haben {n} Spieler keine Karten, aber nur ein Spieler legt alle Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} players hold {most} cards, but with {players} players only {n} players are dealt that many.</source>
        <extracomment>English singular: {count} players hold {most} cards, but with {players} players only {n} player is dealt that many.</extracomment>
        <translation>
            <numerusform>{count} Spieler haben {most} Karten, aber bei {players} Spielern bekommt nur {n} Spieler so viele.</numerusform>
            <numerusform>{count} Spieler haben {most} Karten, aber bei {players} Spielern bekommen nur {n} Spieler so viele.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} {n}</source>
        <translation>{seat} {n}</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player reaches {n} points; the highest total wins.</source>
        <extracomment>English singular: The match ends when a player reaches {n} point; the highest total wins.</extracomment>
        <translation>
            <numerusform>Die Partie endet, wenn ein Spieler {n} Punkt erreicht; die höchste Summe gewinnt.</numerusform>
            <numerusform>Die Partie endet, wenn ein Spieler {n} Punkte erreicht; die höchste Summe gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many cards each player still held: 0 for the player who went out, 1 to {most} for the others with this deal.</source>
        <translation>Wie viele Karten jeder Spieler noch hatte: 0 für den Spieler, der alle Karten abgelegt hat, 1 bis {most} für die anderen bei diesem Austeilen.</translation>
    </message>
    <message>
        <source>You went out, so you hold no cards.</source>
        <translation>Sie haben alle Karten abgelegt, haben also keine Karten mehr.</translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards.</source>
        <translation>{seat} hat alle Karten abgelegt, hat also keine Karten mehr.</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player has won {n} hands.</source>
        <extracomment>English singular: The match ends when a player has won {n} hand.</extracomment>
        <translation>
            <numerusform>Die Partie endet, wenn ein Spieler {n} Runde gewonnen hat.</numerusform>
            <numerusform>Die Partie endet, wenn ein Spieler {n} Runden gewonnen hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many cards you still held.</source>
        <translation>Geben Sie ein, wie viele Karten Sie noch hatten.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held.</source>
        <translation>Geben Sie ein, wie viele Karten {seat} noch hatte.</translation>
    </message>
    <message>
        <source>You cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>Sie können nicht {count} Karten haben: Ein Spieler hat 0 oder mehr Karten.</translation>
    </message>
    <message>
        <source>{seat} cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>{seat} kann nicht {count} Karten haben: Ein Spieler hat 0 oder mehr Karten.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row. You must play if you can.</source>
        <translation>Spielen Sie eine Sieben oder die nächste Karte einer Reihe. Sie müssen spielen, wenn Sie können.</translation>
    </message>
    <message numerus="yes">
        <source>No card of yours fits: draw {n} cards.</source>
        <extracomment>English singular: No card of yours fits: draw {n} card.</extracomment>
        <translation>
            <numerusform>Keine Ihrer Karten passt: Ziehen Sie {n} Karte.</numerusform>
            <numerusform>Keine Ihrer Karten passt: Ziehen Sie {n} Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row; a trump may stand for a card of its rank. You must play if you can.</source>
        <translation>Spielen Sie eine Sieben oder die nächste Karte einer Reihe; ein Trumpf darf eine Karte gleichen Werts ersetzen. Sie müssen spielen, wenn Sie können.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>hat gepasst</translation>
    </message>
    <message>
        <source>Waiting for {seat} to pass.</source>
        <translation>Warten auf die Weitergabe von {seat}.</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>hat gezogen</translation>
    </message>
    <message>
        <source>Turning the top card is the only move in Camicia: it is all luck.</source>
        <translation>Bei Camicia ist das Aufdecken der obersten Karte der einzige Zug: Alles ist Glückssache.</translation>
    </message>
    <message>
        <source>Camicia</source>
        <translation>Camicia</translation>
    </message>
    <message>
        <source>The Italian Beggar-My-Neighbour: turn your cards in turn; aces, twos and threes attack for one, two or three cards, and whoever runs out of cards loses.</source>
        <translation>Das italienische Beggar-My-Neighbour: Decken Sie abwechselnd Ihre Karten auf; Asse, Zweien und Dreien greifen an und verlangen eine, zwei oder drei Karten, und wer keine Karten mehr hat, verliert.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>Games to win</source>
        <translation>Zu gewinnende Spiele</translation>
    </message>
    <message>
        <source>The rules use the Italian deck; the French deck works the same way with more cards.</source>
        <translation>Die Regeln verwenden das italienische Blatt; das französische Blatt funktioniert genauso, nur mit mehr Karten.</translation>
    </message>
    <message>
        <source>The match goes to the first player to win this many games.</source>
        <translation>Die Partie gewinnt, wer zuerst so viele Spiele gewonnen hat.</translation>
    </message>
    <message>
        <source>Italian, 40 cards</source>
        <translation>Italienisch, 40 Karten</translation>
    </message>
    <message>
        <source>French, 52 cards</source>
        <translation>Französisch, 52 Karten</translation>
    </message>
    <message>
        <source>Cards turned</source>
        <translation>Aufgedeckte Karten</translation>
    </message>
    <message>
        <source>Endless deal</source>
        <translation>Endloses Spiel</translation>
    </message>
    <message>
        <source>Say whether the deal was endless: yes or no.</source>
        <translation>Geben Sie an, ob das Spiel endlos war: ja oder nein.</translation>
    </message>
    <message>
        <source>An endless deal has no winner: nobody ran out of cards.</source>
        <translation>Ein endloses Spiel hat keinen Gewinner: Niemandem sind die Karten ausgegangen.</translation>
    </message>
    <message>
        <source>Enter the number of cards turned as a whole number.</source>
        <translation>Geben Sie die Zahl der aufgedeckten Karten als ganze Zahl ein.</translation>
    </message>
    <message>
        <source>No game goes past {limit} cards turned: the deal is stopped there as endless.</source>
        <translation>Kein Spiel geht über {limit} aufgedeckte Karten hinaus: Dort wird es als endlos beendet.</translation>
    </message>
    <message>
        <source>An endless deal turns at least {fewest} cards: the packets come back only after a pile is taken.</source>
        <translation>In einem endlosen Spiel werden mindestens {fewest} Karten aufgedeckt: Die Päckchen kehren erst wieder, nachdem ein Stoß genommen wurde.</translation>
    </message>
    <message>
        <source>{turned} cards are too few: the loser turned every card of their packet, {half} at least.</source>
        <translation>{turned} Karten sind zu wenig: Der Verlierer hat jede Karte seines Päckchens aufgedeckt, also mindestens {half}.</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>endlos</translation>
    </message>
    <message>
        <source>Longest game: {turned} cards turned (game {game}).</source>
        <translation>Längstes Spiel: {turned} aufgedeckte Karten (Spiel {game}).</translation>
    </message>
    <message>
        <source>Shortest game: {turned} cards turned (game {game}).</source>
        <translation>Kürzestes Spiel: {turned} aufgedeckte Karten (Spiel {game}).</translation>
    </message>
    <message numerus="yes">
        <source>{n} endless deals, won by nobody.</source>
        <extracomment>English singular: {n} endless deal, won by nobody.</extracomment>
        <translation>
            <numerusform>{n} endloses Spiel, von niemandem gewonnen.</numerusform>
            <numerusform>{n} endlose Spiele, von niemandem gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match goes to the first player to win {n} games.</source>
        <extracomment>English singular: The match goes to the first player to win {n} game.</extracomment>
        <translation>
            <numerusform>Die Partie gewinnt, wer zuerst {n} Spiel gewonnen hat.</numerusform>
            <numerusform>Die Partie gewinnt, wer zuerst {n} Spiele gewonnen hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player who still had cards when the other ran out; none for an endless deal.</source>
        <translation>Der Spieler, der noch Karten hatte, als dem anderen die Karten ausgingen; keiner bei einem endlosen Spiel.</translation>
    </message>
    <message>
        <source>The same packets came back (or the game went on for ever): nobody won.</source>
        <translation>Dieselben Päckchen sind wiedergekommen (oder das Spiel ging endlos weiter): Niemand hat gewonnen.</translation>
    </message>
    <message>
        <source>Choose the winner, or mark the deal as endless.</source>
        <translation>Wählen Sie den Gewinner, oder markieren Sie das Spiel als endlos.</translation>
    </message>
    <message>
        <source>All the cards both players turned, from {fewest} to {limit}.</source>
        <translation>Alle Karten, die beide Spieler aufgedeckt haben, von {fewest} bis {limit}.</translation>
    </message>
    <message>
        <source>The winner is not at this table.</source>
        <translation>Der Gewinner sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>hat gewonnen</translation>
    </message>
    <message>
        <source>In Camicia the only move is to turn the top card of your packet.</source>
        <translation>Bei Camicia ist der einzige Zug, die oberste Karte Ihres Päckchens aufzudecken.</translation>
    </message>
    <message>
        <source>You won: {other} ran out of cards.</source>
        <translation>Sie haben gewonnen: {other} hat keine Karten mehr.</translation>
    </message>
    <message>
        <source>{seat} won: you ran out of cards.</source>
        <translation>{seat} hat gewonnen: Sie haben keine Karten mehr.</translation>
    </message>
    <message>
        <source>{seat} won: {other} ran out of cards.</source>
        <translation>{seat} hat gewonnen: {other} hat keine Karten mehr.</translation>
    </message>
    <message>
        <source>The same packets came back: this deal would never end.</source>
        <translation>Dieselben Päckchen sind wiedergekommen: Dieses Spiel würde nie enden.</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards turned without a winner: the deal is stopped as endless.</source>
        <extracomment>English singular: {n} card turned without a winner: the deal is stopped as endless.</extracomment>
        <translation>
            <numerusform>{n} Karte ohne Gewinner aufgedeckt: Das Spiel wird als endlos beendet.</numerusform>
            <numerusform>{n} Karten ohne Gewinner aufgedeckt: Das Spiel wird als endlos beendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn your top card.</source>
        <translation>Decken Sie Ihre oberste Karte auf.</translation>
    </message>
    <message numerus="yes">
        <source>Turn {n} more cards: answer the attack.</source>
        <extracomment>English singular: Turn {n} more card: answer the attack.</extracomment>
        <translation>
            <numerusform>Decken Sie noch {n} Karte auf: Antworten Sie auf den Angriff.</numerusform>
            <numerusform>Decken Sie noch {n} Karten auf: Antworten Sie auf den Angriff.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: {n} cards in your packet</source>
        <extracomment>English singular: You: {n} card in your packet</extracomment>
        <translation>
            <numerusform>Sie: {n} Karte in Ihrem Päckchen</numerusform>
            <numerusform>Sie: {n} Karten in Ihrem Päckchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} cards in the packet</source>
        <extracomment>English singular: {seat}: {n} card in the packet</extracomment>
        <translation>
            <numerusform>{seat}: {n} Karte im Päckchen</numerusform>
            <numerusform>{seat}: {n} Karten im Päckchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned: {n} cards</source>
        <extracomment>English singular: Turned: {n} card</extracomment>
        <translation>
            <numerusform>Aufgedeckt: {n} Karte</numerusform>
            <numerusform>Aufgedeckt: {n} Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: {n} cards to answer</source>
        <extracomment>English singular: Attack: {n} card to answer</extracomment>
        <translation>
            <numerusform>Angriff: Antwort mit {n} Karte</numerusform>
            <numerusform>Angriff: Antwort mit {n} Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The turned card takes the table card worth the most: {n} points.</source>
        <extracomment>English singular: The turned card takes the table card worth the most: {n} point.</extracomment>
        <translation>
            <numerusform>Die aufgedeckte Karte nimmt die wertvollste Tischkarte: {n} Punkt.</numerusform>
            <numerusform>Die aufgedeckte Karte nimmt die wertvollste Tischkarte: {n} Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This pair is worth {n} points.</source>
        <extracomment>English singular: This pair is worth {n} point.</extracomment>
        <translation>
            <numerusform>Dieses Paar ist {n} Punkt wert.</numerusform>
            <numerusform>Dieses Paar ist {n} Punkte wert.</numerusform>
        </translation>
    </message>
    <message>
        <source>This card gives the others the least to take.</source>
        <translation>Diese Karte verschenkt am wenigsten an die anderen.</translation>
    </message>
    <message>
        <source>Nothing left unseen makes ten with this card: nobody can take it.</source>
        <translation>Keine noch unbekannte Karte ergibt mit dieser Karte zehn: Niemand kann sie nehmen.</translation>
    </message>
    <message>
        <source>Pair a hand card with a table card, lay a card, or take with the turned card.</source>
        <translation>Bilden Sie ein Paar aus einer Handkarte und einer Tischkarte, legen Sie eine Karte ab oder nehmen Sie mit der aufgedeckten Karte.</translation>
    </message>
    <message>
        <source>The turned {card} does not make ten with that table card.</source>
        <translation>Die aufgedeckte Karte ({card}) ergibt mit dieser Tischkarte nicht zehn.</translation>
    </message>
    <message>
        <source>You take with the turned card only when it pairs with several table cards.</source>
        <translation>Sie nehmen mit der aufgedeckten Karte nur, wenn sie mit mehreren Tischkarten zehn ergibt.</translation>
    </message>
    <message>
        <source>No card of yours makes ten with a table card: lay a card.</source>
        <translation>Keine Ihrer Karten ergibt mit einer Tischkarte zehn: Legen Sie eine Karte ab.</translation>
    </message>
    <message>
        <source>Choose first the table card the turned {card} takes.</source>
        <translation>Wählen Sie zuerst die Tischkarte, die die aufgedeckte Karte ({card}) nimmt.</translation>
    </message>
    <message>
        <source>That card is not on the table.</source>
        <translation>Diese Karte liegt nicht auf dem Tisch.</translation>
    </message>
    <message>
        <source>A pair is one card of your hand and one card of the table.</source>
        <translation>Ein Paar besteht aus einer Karte Ihrer Hand und einer Karte vom Tisch.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte haben Sie nicht auf der Hand.</translation>
    </message>
    <message>
        <source>That card does not make ten with that table card.</source>
        <translation>Diese Karte ergibt mit dieser Tischkarte nicht zehn.</translation>
    </message>
    <message>
        <source>Lay one card at a time.</source>
        <translation>Legen Sie jeweils nur eine Karte ab.</translation>
    </message>
    <message>
        <source>You can make a pair, so you may not lay a card.</source>
        <translation>Sie können ein Paar bilden, also dürfen Sie keine Karte ablegen.</translation>
    </message>
    <message>
        <source>Followed round the table, this move leaves you the most points against the others.</source>
        <translation>Einmal um den Tisch verfolgt, bringt Ihnen dieser Zug die meisten Punkte gegenüber den anderen.</translation>
    </message>
    <message>
        <source>Chinese Ten</source>
        <translation>Chinesische Zehn</translation>
    </message>
    <message>
        <source>Pair a card of your hand with a card of the table to make ten, then turn the top card of the stock: only the red cards you take score.</source>
        <translation>Legen Sie eine Karte Ihrer Hand zu einer Tischkarte, sodass beide zehn ergeben, und decken Sie dann die oberste Karte des Stapels auf: Nur die roten Karten, die Sie nehmen, zählen.</translation>
    </message>
    <message>
        <source>Deals each</source>
        <translation>Runden je Geber</translation>
    </message>
    <message>
        <source>Against the tie score: each deal you win or lose the difference between your points and the tie score (105, 80 or 70). Plain differences: you win the difference with each other player.</source>
        <translation>Gegen den Gleichstandswert: In jeder Runde gewinnen oder verlieren Sie die Differenz zwischen Ihren Punkten und dem Gleichstandswert (105, 80 oder 70). Einfache Differenzen: Sie gewinnen die Differenz zu jedem anderen Spieler.</translation>
    </message>
    <message>
        <source>How many times each player deals: the match is that many deals for each player.</source>
        <translation>Wie oft jeder Spieler gibt: Die Partie hat so viele Runden je Spieler.</translation>
    </message>
    <message>
        <source>Against the tie score</source>
        <translation>Gegen den Gleichstandswert</translation>
    </message>
    <message>
        <source>Plain differences</source>
        <translation>Einfache Differenzen</translation>
    </message>
    <message numerus="yes">
        <source>You took {n} points.</source>
        <extracomment>English singular: You took {n} point.</extracomment>
        <translation>
            <numerusform>Sie haben {n} Punkt bekommen.</numerusform>
            <numerusform>Sie haben {n} Punkte bekommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} points.</source>
        <extracomment>English singular: {seat} took {n} point.</extracomment>
        <translation>
            <numerusform>{seat} hat {n} Punkt bekommen.</numerusform>
            <numerusform>{seat} hat {n} Punkte bekommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value. They add up to {total}.</source>
        <translation>Die Punkte, die jeder Spieler bekommen hat: rote Neunen bis Könige 10, rote Asse 20, andere rote Karten ihr Augenwert. Zusammen ergeben sie {total}.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Basic strategy for this hand against the dealer&apos;s card.</source>
        <translation>Grundstrategie für diese Hand gegen die offene Karte des Croupiers.</translation>
    </message>
    <message>
        <source>The best play for this hand with the cards left in the shoe.</source>
        <translation>Das beste Spiel für diese Hand mit den Karten, die noch im Schlitten sind.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stehen</translation>
    </message>
    <message>
        <source>double if allowed, else hit</source>
        <translation>verdoppeln, wenn erlaubt, sonst ziehen</translation>
    </message>
    <message>
        <source>double if allowed, else stand</source>
        <translation>verdoppeln, wenn erlaubt, sonst stehen</translation>
    </message>
    <message>
        <source>split</source>
        <translation>teilen</translation>
    </message>
    <message>
        <source>surrender if allowed, else hit</source>
        <translation>aufgeben, wenn erlaubt, sonst ziehen</translation>
    </message>
    <message>
        <source>surrender if allowed, else stand</source>
        <translation>aufgeben, wenn erlaubt, sonst stehen</translation>
    </message>
    <message>
        <source>surrender if allowed, else split</source>
        <translation>aufgeben, wenn erlaubt, sonst teilen</translation>
    </message>
    <message>
        <source>double</source>
        <translation>verdoppeln</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <source>insure</source>
        <translation>versichern</translation>
    </message>
    <message>
        <source>decline insurance</source>
        <translation>Versicherung ablehnen</translation>
    </message>
    <message>
        <source>Basic strategy: {action}.</source>
        <translation>Grundstrategie: {action}.</translation>
    </message>
    <message>
        <source>Bets {amount}, its steady stake.</source>
        <translation>Setzt {amount}, seinen festen Einsatz.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the house by about {percent}%.</source>
        <translation>Setzt {amount}: Die restlichen Karten begünstigen die Bank um etwa {percent} %.</translation>
    </message>
    <message>
        <source>Sits this round out: not enough chips for the minimum.</source>
        <translation>Setzt diese Runde aus: zu wenige Jetons für den Mindesteinsatz.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the player by about {percent}%.</source>
        <translation>Setzt {amount}: Die restlichen Karten begünstigen den Spieler um etwa {percent} %.</translation>
    </message>
    <message>
        <source>Declines insurance: it is usually a poor percentage bet.</source>
        <translation>Lehnt die Versicherung ab: Sie ist meist eine Wette mit schlechten Chancen.</translation>
    </message>
    <message>
        <source>Insures: the dealer shows an ace.</source>
        <translation>Versichert: Der Croupier zeigt ein Ass.</translation>
    </message>
    <message>
        <source>Surrenders: half the bet is lost, not all of it.</source>
        <translation>Gibt auf: Nur der halbe Einsatz ist verloren, nicht der ganze.</translation>
    </message>
    <message>
        <source>Splits the pair: aces and eights are always split.</source>
        <translation>Teilt das Paar: Asse und Achten werden immer geteilt.</translation>
    </message>
    <message>
        <source>Doubles on {points}: the best time to double is with 11 or 10.</source>
        <translation>Verdoppelt auf {points}: Am besten verdoppelt man mit 11 oder 10.</translation>
    </message>
    <message>
        <source>Stands on {points}, as the dealer must on 17 or more.</source>
        <translation>Steht auf {points}, wie der Croupier ab 17 stehen muss.</translation>
    </message>
    <message>
        <source>Hits {points}: the dealer shows {up} and will likely make 17 or more.</source>
        <translation>Zieht auf {points}: Der Croupier zeigt {up} und kommt wahrscheinlich auf 17 oder mehr.</translation>
    </message>
    <message>
        <source>Stands on {points}.</source>
        <translation>Steht auf {points}.</translation>
    </message>
    <message>
        <source>Hits {points}, as the dealer must below 17.</source>
        <translation>Zieht auf {points}, wie der Croupier unter 17 ziehen muss.</translation>
    </message>
    <message>
        <source>Hits soft {points}: the ace can still count 1.</source>
        <translation>Zieht auf weiche {points}: Das Ass kann noch 1 zählen.</translation>
    </message>
    <message>
        <source>Hits {points}: no card can bust it.</source>
        <translation>Zieht auf {points}: Keine Karte kann die Hand überkaufen.</translation>
    </message>
    <message>
        <source>Stands on soft {points}.</source>
        <translation>Steht auf weicher {points}.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer would have to beat it.</source>
        <translation>Steht auf {points}: Der Croupier müsste das erst schlagen.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer shows {up} and may well bust.</source>
        <translation>Steht auf {points}: Der Croupier zeigt {up} und überkauft sich womöglich.</translation>
    </message>
    <message>
        <source>Boxes you play</source>
        <translation>Ihre Boxen</translation>
    </message>
    <message>
        <source>Decks in the shoe</source>
        <translation>Kartenspiele im Schlitten</translation>
    </message>
    <message>
        <source>Cut card at (% of the shoe)</source>
        <translation>Schnittkarte bei (% des Schlittens)</translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation>Croupier zieht auf weiche 17</translation>
    </message>
    <message>
        <source>Hole card</source>
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <source>Double on</source>
        <translation>Verdoppeln bei</translation>
    </message>
    <message>
        <source>Double after a split</source>
        <translation>Verdoppeln nach dem Teilen</translation>
    </message>
    <message>
        <source>Hands from splits, at most</source>
        <translation>Hände aus Teilungen, höchstens</translation>
    </message>
    <message>
        <source>Split any two ten-value cards</source>
        <translation>Zwei beliebige Zehnerkarten teilen</translation>
    </message>
    <message>
        <source>Split aces again</source>
        <translation>Asse erneut teilen</translation>
    </message>
    <message>
        <source>Late surrender</source>
        <translation>Spätes Aufgeben</translation>
    </message>
    <message>
        <source>Blackjack pays</source>
        <translation>Blackjack zahlt</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats yours</source>
        <translation>Der Blackjack des Croupiers schlägt Ihren</translation>
    </message>
    <message>
        <source>Smallest bet</source>
        <translation>Mindesteinsatz</translation>
    </message>
    <message>
        <source>Largest bet</source>
        <translation>Höchsteinsatz</translation>
    </message>
    <message>
        <source>Your chips</source>
        <translation>Ihre Jetons</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>European Blackjack</source>
        <translation>Europäisches Blackjack</translation>
    </message>
    <message>
        <source>No hole card: the dealer&apos;s second card comes after the players; doubles on 9, 10 or 11; one split.</source>
        <translation>Keine verdeckte Karte: Die zweite Karte des Croupiers kommt nach den Spielern; Verdoppeln bei 9, 10 oder 11; ein einziges Teilen.</translation>
    </message>
    <message>
        <source>Single-deck Blackjack</source>
        <translation>Blackjack mit einem Kartenspiel</translation>
    </message>
    <message>
        <source>One deck, blackjack pays 6 to 5, and the dealer hits soft 17.</source>
        <translation>Ein Kartenspiel, Blackjack zahlt 6 zu 5, und der Croupier zieht auf weiche 17.</translation>
    </message>
    <message>
        <source>How many boxes you bet on and play each round; every other player plays one.</source>
        <translation>Auf wie viele Boxen Sie in jeder Runde setzen und spielen; jeder andere Spieler spielt eine.</translation>
    </message>
    <message>
        <source>When the cut card comes out, the round is finished and the shoe is shuffled.</source>
        <translation>Kommt die Schnittkarte heraus, wird die Runde zu Ende gespielt und der Schlitten neu gemischt.</translation>
    </message>
    <message>
        <source>2 means a pair may be split once, not again.</source>
        <translation>2 heißt: Ein Paar darf einmal geteilt werden, nicht erneut.</translation>
    </message>
    <message>
        <source>Give up half your bet instead of playing the hand, after the dealer has checked for blackjack.</source>
        <translation>Den halben Einsatz hergeben, statt die Hand zu spielen, nachdem der Croupier auf Blackjack geprüft hat.</translation>
    </message>
    <message>
        <source>The chips every player starts the match with.</source>
        <translation>Die Jetons, mit denen jeder Spieler die Partie beginnt.</translation>
    </message>
    <message>
        <source>Hole card, peeked for blackjack</source>
        <translation>Verdeckte Karte, auf Blackjack geprüft</translation>
    </message>
    <message>
        <source>No hole card (European)</source>
        <translation>Keine verdeckte Karte (europäisch)</translation>
    </message>
    <message>
        <source>Any two cards</source>
        <translation>Zwei beliebigen Karten</translation>
    </message>
    <message>
        <source>9, 10 or 11</source>
        <translation>9, 10 oder 11</translation>
    </message>
    <message>
        <source>10 or 11</source>
        <translation>10 oder 11</translation>
    </message>
    <message>
        <source>3 to 2</source>
        <translation>3 zu 2</translation>
    </message>
    <message>
        <source>6 to 5</source>
        <translation>6 zu 5</translation>
    </message>
    <message>
        <source>Bets are from {low} to {high}, in steps of {step}.</source>
        <translation>Einsätze gehen von {low} bis {high}, in Schritten von {step}.</translation>
    </message>
    <message>
        <source>{move} is not a move of blackjack now.</source>
        <translation>{move} ist jetzt kein Zug im Blackjack.</translation>
    </message>
    <message>
        <source>Insure or decline: the dealer shows an ace.</source>
        <translation>Versicherung nehmen oder ablehnen: Der Croupier zeigt ein Ass.</translation>
    </message>
    <message>
        <source>Bets are placed before the cards are dealt.</source>
        <translation>Gesetzt wird, bevor die Karten gegeben werden.</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer shows an ace.</source>
        <translation>Die Versicherung wird nur angeboten, wenn der Croupier ein Ass zeigt.</translation>
    </message>
    <message>
        <source>Place your bet first.</source>
        <translation>Machen Sie zuerst Ihren Einsatz.</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: you sit this round out.</source>
        <translation>Sie haben nicht genug Jetons für den Mindesteinsatz: Sie setzen diese Runde aus.</translation>
    </message>
    <message>
        <source>You have only {chips} chips.</source>
        <translation>Sie haben nur {chips} Jetons.</translation>
    </message>
    <message>
        <source>You may surrender only as your first decision, before any split.</source>
        <translation>Aufgeben dürfen Sie nur als erste Entscheidung, vor jedem Teilen.</translation>
    </message>
    <message>
        <source>You do not have the chips to insure.</source>
        <translation>Sie haben nicht genug Jetons für die Versicherung.</translation>
    </message>
    <message>
        <source>Split aces take one card each.</source>
        <translation>Geteilte Asse bekommen je eine Karte.</translation>
    </message>
    <message>
        <source>No card is left to deal.</source>
        <translation>Es ist keine Karte mehr zum Geben übrig.</translation>
    </message>
    <message>
        <source>You may double only on your first two cards.</source>
        <translation>Verdoppeln dürfen Sie nur auf Ihren ersten beiden Karten.</translation>
    </message>
    <message>
        <source>This table does not allow doubling after a split.</source>
        <translation>An diesem Tisch ist Verdoppeln nach dem Teilen nicht erlaubt.</translation>
    </message>
    <message>
        <source>You may double only on 9, 10 or 11.</source>
        <translation>Verdoppeln dürfen Sie nur bei 9, 10 oder 11.</translation>
    </message>
    <message>
        <source>You do not have the chips to double.</source>
        <translation>Sie haben nicht genug Jetons zum Verdoppeln.</translation>
    </message>
    <message>
        <source>Only a pair can be split.</source>
        <translation>Nur ein Paar kann geteilt werden.</translation>
    </message>
    <message numerus="yes">
        <source>A box plays at most {n} hands.</source>
        <extracomment>English singular: A box plays at most {n} hand.</extracomment>
        <translation>
            <numerusform>Eine Box spielt höchstens {n} Hand.</numerusform>
            <numerusform>Eine Box spielt höchstens {n} Hände.</numerusform>
        </translation>
    </message>
    <message>
        <source>This table does not allow splitting aces again.</source>
        <translation>An diesem Tisch dürfen Asse nicht erneut geteilt werden.</translation>
    </message>
    <message>
        <source>You do not have the chips to split.</source>
        <translation>Sie haben nicht genug Jetons zum Teilen.</translation>
    </message>
    <message>
        <source>This table does not allow surrender.</source>
        <translation>An diesem Tisch ist Aufgeben nicht erlaubt.</translation>
    </message>
    <message>
        <source>You may double only on 10 or 11.</source>
        <translation>Verdoppeln dürfen Sie nur bei 10 oder 11.</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Casino 21 against the dealer: come nearer to 21 than the dealer&apos;s hand without going over; hit, stand, double, split and insure.</source>
        <translation>Das Casinospiel 21 gegen den Croupier: Kommen Sie näher an 21 als die Hand des Croupiers, ohne darüber zu gehen; ziehen, stehen, verdoppeln, teilen und versichern.</translation>
    </message>
    <message>
        <source>You broke even.</source>
        <translation>Sie haben weder gewonnen noch verloren.</translation>
    </message>
    <message>
        <source>{seat} broke even.</source>
        <translation>{seat} hat weder gewonnen noch verloren.</translation>
    </message>
    <message numerus="yes">
        <source>You won {n} chips.</source>
        <extracomment>English singular: You won {n} chip.</extracomment>
        <translation>
            <numerusform>Sie haben {n} Jeton gewonnen.</numerusform>
            <numerusform>Sie haben {n} Jetons gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} won {n} chips.</source>
        <extracomment>English singular: {seat} won {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} hat {n} Jeton gewonnen.</numerusform>
            <numerusform>{seat} hat {n} Jetons gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lost {n} chips.</source>
        <extracomment>English singular: You lost {n} chip.</extracomment>
        <translation>
            <numerusform>Sie haben {n} Jeton verloren.</numerusform>
            <numerusform>Sie haben {n} Jetons verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} lost {n} chips.</source>
        <extracomment>English singular: {seat} lost {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} hat {n} Jeton verloren.</numerusform>
            <numerusform>{seat} hat {n} Jetons verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has {most} boxes: with {players} players you may play at most {boxes}.</source>
        <translation>Der Tisch hat {most} Boxen: Bei {players} Spielern dürfen Sie höchstens {boxes} spielen.</translation>
    </message>
    <message>
        <source>The table&apos;s limits are multiples of {step}.</source>
        <translation>Die Tischlimits sind Vielfache von {step}.</translation>
    </message>
    <message>
        <source>The smallest bet is larger than the largest.</source>
        <translation>Der Mindesteinsatz ist größer als der Höchsteinsatz.</translation>
    </message>
    <message>
        <source>This chart is being worked out and will show here in a moment.</source>
        <translation>Diese Tabelle wird gerade berechnet und erscheint hier gleich.</translation>
    </message>
    <message>
        <source>You bet nothing this round, so cannot have a result of {result}.</source>
        <translation>Sie haben in dieser Runde nichts gesetzt und können daher kein Ergebnis von {result} haben.</translation>
    </message>
    <message>
        <source>{seat} bet nothing this round, so cannot have a result of {result}.</source>
        <translation>{seat} hat in dieser Runde nichts gesetzt und kann daher kein Ergebnis von {result} haben.</translation>
    </message>
    <message>
        <source>Your bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>Ihr Einsatz kann nicht {bet} sein: Ein Einsatz ist 0 (aussetzen) oder mehr.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>Der Einsatz von {seat} kann nicht {bet} sein: Ein Einsatz ist 0 (aussetzen) oder mehr.</translation>
    </message>
    <message>
        <source>Your bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>Ihr Einsatz von {bet} ist kein Vielfaches von 10: Gesetzt wird in Jetons zu 10.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>Der Einsatz von {seat} ({bet}) ist kein Vielfaches von 10: Gesetzt wird in Jetons zu 10.</translation>
    </message>
    <message>
        <source>Your bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>Ihr Einsatz von {bet} lässt sich nicht auf höchstens {boxes} Boxen zu je {low} bis {high} verteilen.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>Der Einsatz von {seat} ({bet}) lässt sich nicht auf höchstens {boxes} Boxen zu je {low} bis {high} verteilen.</translation>
    </message>
    <message>
        <source>You cannot bet {bet} with {chips} chips.</source>
        <translation>Mit {chips} Jetons können Sie nicht {bet} setzen.</translation>
    </message>
    <message>
        <source>{seat} cannot bet {bet} with {chips} chips.</source>
        <translation>Mit {chips} Jetons kann {seat} nicht {bet} setzen.</translation>
    </message>
    <message>
        <source>You bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>Sie haben {bet} gesetzt; damit lassen sich höchstens {win} gewinnen und höchstens {loss} verlieren.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>{seat} hat {bet} gesetzt; damit lassen sich höchstens {win} gewinnen und höchstens {loss} verlieren.</translation>
    </message>
    <message>
        <source>You bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>Sie haben {bet} gesetzt, was nicht {result} ergeben kann: Die nächsten möglichen Ergebnisse sind {below} und {above}.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>{seat} hat {bet} gesetzt, was nicht {result} ergeben kann: Die nächsten möglichen Ergebnisse sind {below} und {above}.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Startjetons</translation>
    </message>
    <message>
        <source>Boxes a player may play</source>
        <translation>Boxen pro Spieler</translation>
    </message>
    <message>
        <source>Your bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>Ihr Einsatz von {bet} liegt außerhalb der Tischlimits von {low} bis {high}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>Der Einsatz von {seat} ({bet}) liegt außerhalb der Tischlimits von {low} bis {high}.</translation>
    </message>
    <message>
        <source>What every player starts with.</source>
        <translation>Womit jeder Spieler beginnt.</translation>
    </message>
    <message>
        <source>With more than one box a player&apos;s bet is the sum of the boxes&apos; bets.</source>
        <translation>Mit mehr als einer Box ist der Einsatz eines Spielers die Summe der Einsätze seiner Boxen.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>sat this round out</source>
        <translation>hat diese Runde ausgesetzt</translation>
    </message>
    <message>
        <source>Bets {low} to {high}; a blackjack pays {pays}.</source>
        <translation>Einsätze {low} bis {high}; ein Blackjack zahlt {pays}.</translation>
    </message>
    <message>
        <source>the smallest bet, {low}, is above the largest, {high}</source>
        <translation>der Mindesteinsatz, {low}, liegt über dem Höchsteinsatz, {high}</translation>
    </message>
    <message numerus="yes">
        <source>The house has won {n} chips.</source>
        <extracomment>English singular: The house has won {n} chip.</extracomment>
        <translation>
            <numerusform>Die Bank hat {n} Jeton gewonnen.</numerusform>
            <numerusform>Die Bank hat {n} Jetons gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} rounds to play; the most chips win.</source>
        <extracomment>English singular: {n} round to play; the most chips win.</extracomment>
        <translation>
            <numerusform>Noch {n} Runde zu spielen; wer die meisten Jetons hat, gewinnt.</numerusform>
            <numerusform>Noch {n} Runden zu spielen; wer die meisten Jetons hat, gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter your bet as a whole number (0 for sitting the round out).</source>
        <translation>Geben Sie Ihren Einsatz als ganze Zahl ein (0, wenn Sie die Runde ausgesetzt haben).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bet as a whole number (0 for sitting the round out).</source>
        <translation>Geben Sie den Einsatz von {seat} als ganze Zahl ein (0, wenn die Runde ausgesetzt wurde).</translation>
    </message>
    <message>
        <source>Enter your result as a whole number of chips (negative for a loss).</source>
        <translation>Geben Sie Ihr Ergebnis als ganze Zahl in Jetons ein (negativ bei einem Verlust).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s result as a whole number of chips (negative for a loss).</source>
        <translation>Geben Sie das Ergebnis von {seat} als ganze Zahl in Jetons ein (negativ bei einem Verlust).</translation>
    </message>
    <message>
        <source>The chips each player won (positive) or lost (negative) in the round, insurance, doubles and splits included.</source>
        <translation>Die Jetons, die jeder Spieler in der Runde gewonnen (positiv) oder verloren (negativ) hat, Versicherung, Verdopplungen und Teilungen eingeschlossen.</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Bank</translation>
    </message>
    <message numerus="yes">
        <source>The house has lost {n} chips.</source>
        <extracomment>English singular: The house has lost {n} chip.</extracomment>
        <translation>
            <numerusform>Die Bank hat {n} Jeton verloren.</numerusform>
            <numerusform>Die Bank hat {n} Jetons verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s first bet, {low} to {high} in chips of 10; 0 for a player who sat the round out.</source>
        <translation>Der erste Einsatz jedes Spielers, {low} bis {high} in Jetons zu 10; 0 für einen Spieler, der die Runde ausgesetzt hat.</translation>
    </message>
    <message>
        <source>What the round brought the house; {total} since the first round.</source>
        <translation>Was die Runde der Bank eingebracht hat; {total} seit der ersten Runde.</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Hit or stand? You have {points}.</source>
        <translation>Karte oder Stehen? Sie haben {points}.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>Place your bet: {low} to {high}.</source>
        <translation>Machen Sie Ihren Einsatz: {low} bis {high}.</translation>
    </message>
    <message>
        <source>The dealer shows an ace: insure or decline?</source>
        <translation>Der Croupier zeigt ein Ass: Versicherung nehmen oder nicht?</translation>
    </message>
    <message>
        <source>Hit, stand, double, split or surrender? You have {points}.</source>
        <translation>Karte, Stehen, Verdoppeln, Teilen oder Aufgeben? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or surrender? You have {points}.</source>
        <translation>Karte, Stehen, Verdoppeln oder Aufgeben? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, split or surrender? You have {points}.</source>
        <translation>Karte, Stehen, Teilen oder Aufgeben? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or surrender? You have {points}.</source>
        <translation>Karte, Stehen oder Aufgeben? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or split? You have {points}.</source>
        <translation>Karte, Stehen, Verdoppeln oder Teilen? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or double? You have {points}.</source>
        <translation>Karte, Stehen oder Verdoppeln? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Split the aces again, or stand? You have {points}.</source>
        <translation>Die Asse erneut teilen oder stehen? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or split? You have {points}.</source>
        <translation>Karte, Stehen oder Teilen? Sie haben {points}.</translation>
    </message>
    <message>
        <source>Dealer&apos;s hand</source>
        <translation>Hand des Croupiers</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Schlitten</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: bet 0 to sit out.</source>
        <translation>Sie haben nicht genug Jetons für den Mindesteinsatz: Setzen Sie 0, um auszusetzen.</translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards; the cut card is out: a new shoe next round.</source>
        <extracomment>English singular: Shoe: {n} card; the cut card is out: a new shoe next round.</extracomment>
        <translation>
            <numerusform>Schlitten: {n} Karte; die Schnittkarte ist heraus: Die nächste Runde beginnt mit einem neuen Schlitten.</numerusform>
            <numerusform>Schlitten: {n} Karten; die Schnittkarte ist heraus: Die nächste Runde beginnt mit einem neuen Schlitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards, {cut} to the cut card.</source>
        <extracomment>English singular: Shoe: {n} card, {cut} to the cut card.</extracomment>
        <translation>
            <numerusform>Schlitten: {n} Karte, {cut} bis zur Schnittkarte.</numerusform>
            <numerusform>Schlitten: {n} Karten, {cut} bis zur Schnittkarte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer busts with {points}.</source>
        <translation>Der Croupier überkauft sich mit {points}.</translation>
    </message>
    <message>
        <source>The dealer shows {points}.</source>
        <translation>Der Croupier zeigt {points}.</translation>
    </message>
    <message>
        <source>Chips over the rounds</source>
        <translation>Jetons im Lauf der Runden</translation>
    </message>
    <message>
        <source>No rounds yet: each player&apos;s chips are drawn here after every round.</source>
        <translation>Noch keine Runden: Die Jetons jedes Spielers werden hier nach jeder Runde eingezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} chips</source>
        <extracomment>English singular: {name}: {n} chip</extracomment>
        <translation>
            <numerusform>{name}: {n} Jeton</numerusform>
            <numerusform>{name}: {n} Jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>A result is the sum of the differences with each other player: {players} times the points less {tie}.</source>
        <translation>Ein Ergebnis ist die Summe der Differenzen zu jedem anderen Spieler: {players}-mal die Differenz zwischen den Punkten und {tie}.</translation>
    </message>
    <message>
        <source>A result is the points less the tie score, {tie}.</source>
        <translation>Ein Ergebnis sind die Punkte minus den Gleichstandswert, {tie}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {deals} deals: {n} deals to play; the highest total wins.</source>
        <extracomment>English singular: A match of {deals} deals: {n} deal to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Eine Partie über {deals} Runden: noch {n} Runde zu spielen; die höchste Summe gewinnt.</numerusform>
            <numerusform>Eine Partie über {deals} Runden: noch {n} Runden zu spielen; die höchste Summe gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30 and the ace of clubs 40. They add up to {total}.</source>
        <translation>Die Punkte, die jeder Spieler bekommen hat: rote Neunen bis Könige 10, rote Asse 20, andere rote Karten ihr Augenwert, das Pik-Ass 30 und das Kreuz-Ass 40. Zusammen ergeben sie {total}.</translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30. They add up to {total}.</source>
        <translation>Die Punkte, die jeder Spieler bekommen hat: rote Neunen bis Könige 10, rote Asse 20, andere rote Karten ihr Augenwert, das Pik-Ass 30. Zusammen ergeben sie {total}.</translation>
    </message>
    <message>
        <source>The points add up to {sum}, but with {players} players the cards are worth {total}: every card is taken by the end of a deal.</source>
        <translation>Die Punkte ergeben zusammen {sum}, aber bei {players} Spielern sind die Karten {total} wert: Am Ende einer Runde ist jede Karte genommen.</translation>
    </message>
    <message>
        <source>Enter the points you took as a whole number.</source>
        <translation>Geben Sie die Punkte, die Sie bekommen haben, als ganze Zahl ein.</translation>
    </message>
    <message>
        <source>Enter the points {seat} took as a whole number.</source>
        <translation>Geben Sie die Punkte, die {seat} bekommen hat, als ganze Zahl ein.</translation>
    </message>
    <message>
        <source>Enter the points you took.</source>
        <translation>Geben Sie die Punkte ein, die Sie bekommen haben.</translation>
    </message>
    <message>
        <source>You cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>Sie können nicht {points} Punkte bekommen haben: Bei {players} Spielern bekommt ein Spieler in einer Runde 0 bis {total}.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>{seat} kann nicht {points} Punkte bekommen haben: Bei {players} Spielern bekommt ein Spieler in einer Runde 0 bis {total}.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the highest total.</source>
        <extracomment>English singular: The win is shared: {n} player has the highest total.</extracomment>
        <translation>
            <numerusform>Der Sieg wird geteilt: {n} Spieler hat die höchste Summe.</numerusform>
            <numerusform>Der Sieg wird geteilt: {n} Spieler haben die höchste Summe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: You cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>Sie können nicht genau {n} Punkt bekommen haben: Keine Kombination zählender Karten ergibt diesen Wert.</numerusform>
            <numerusform>Sie können nicht genau {n} Punkte bekommen haben: Keine Kombination zählender Karten ergibt diesen Wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: {seat} cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>{seat} kann nicht genau {n} Punkt bekommen haben: Keine Kombination zählender Karten ergibt diesen Wert.</numerusform>
            <numerusform>{seat} kann nicht genau {n} Punkte bekommen haben: Keine Kombination zählender Karten ergibt diesen Wert.</numerusform>
        </translation>
    </message>
    <message>
        <source>No pair: lay a card on the table.</source>
        <translation>Kein Paar möglich: Legen Sie eine Karte auf den Tisch.</translation>
    </message>
    <message numerus="yes">
        <source>The turned {card} pairs with {n} table cards: choose one.</source>
        <extracomment>English singular: The turned {card} pairs with {n} table card: choose one.</extracomment>
        <translation>
            <numerusform>Die aufgedeckte Karte ({card}) ergibt mit {n} Tischkarte zehn: Wählen Sie eine.</numerusform>
            <numerusform>Die aufgedeckte Karte ({card}) ergibt mit {n} Tischkarten zehn: Wählen Sie eine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair a card of your hand with a table card to make ten.</source>
        <translation>Legen Sie eine Karte Ihrer Hand zu einer Tischkarte, sodass beide zehn ergeben.</translation>
    </message>
    <message numerus="yes">
        <source>Points still out: {n}</source>
        <extracomment>English singular: Points still out: {n}</extracomment>
        <translation>
            <numerusform>Punkte noch im Spiel: {n}</numerusform>
            <numerusform>Punkte noch im Spiel: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message numerus="yes">
        <source>{n} points</source>
        <extracomment>English singular: {n} point</extracomment>
        <translation>
            <numerusform>{n} Punkt</numerusform>
            <numerusform>{n} Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cards owed to the trump row</source>
        <extracomment>English singular: {n} card owed to the trump row</extracomment>
        <translation>
            <numerusform>Noch an die Trumpfreihe anzulegen: {n} Karte</numerusform>
            <numerusform>Noch an die Trumpfreihe anzulegen: {n} Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next draw: {n} cards</source>
        <extracomment>English singular: Next draw: {n} card</extracomment>
        <translation>
            <numerusform>Nächstes Ziehen: {n} Karte</numerusform>
            <numerusform>Nächstes Ziehen: {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>Aufgedeckte Karten</translation>
    </message>
    <message>
        <source>Nobody is known to hold your ranks: ask for the {rank}.</source>
        <translation>Von niemandem ist bekannt, dass er Ihre Werte hält: Fragen Sie nach dem Wert {rank}.</translation>
    </message>
    <message>
        <source>{seat} was given the {card}: ask for it.</source>
        <translation>{seat} hat {card} bekommen: Fragen Sie danach.</translation>
    </message>
    <message>
        <source>{seat} is known to hold a {rank}: ask for it.</source>
        <translation>{seat} hält bekanntermaßen eine Karte vom Wert {rank}: Fragen Sie danach.</translation>
    </message>
    <message>
        <source>Ask {seat} for the rank you hold most of ({rank}): nobody knows {seat} lacks it.</source>
        <translation>Fragen Sie {seat} nach dem Wert, von dem Sie die meisten Karten halten ({rank}): Niemand weiß, dass {seat} ihn nicht hat.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw from the stock.</source>
        <translation>Ihre Hand ist leer: Ziehen Sie vom Stapel.</translation>
    </message>
    <message>
        <source>You draw only when your hand is empty: ask a player.</source>
        <translation>Sie ziehen nur, wenn Ihre Hand leer ist: Fragen Sie einen Spieler.</translation>
    </message>
    <message>
        <source>Ask a player for a card: that is the only move.</source>
        <translation>Fragen Sie einen Spieler nach einer Karte: Das ist der einzige Zug.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw a card from the stock.</source>
        <translation>Ihre Hand ist leer: Ziehen Sie eine Karte vom Stapel.</translation>
    </message>
    <message>
        <source>In this game you ask for a specific card, not a rank.</source>
        <translation>In diesem Spiel fragen Sie nach einer bestimmten Karte, nicht nach einem Wert.</translation>
    </message>
    <message>
        <source>In this game you ask for a rank, not a specific card.</source>
        <translation>In diesem Spiel fragen Sie nach einem Wert, nicht nach einer bestimmten Karte.</translation>
    </message>
    <message>
        <source>There is no such player to ask.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>Nobody can ask themself.</source>
        <translation>Niemand kann sich selbst fragen.</translation>
    </message>
    <message>
        <source>{seat} has no cards to ask for.</source>
        <translation>{seat} hat keine Karten, nach denen man fragen könnte.</translation>
    </message>
    <message>
        <source>You must hold a card of the rank you ask for.</source>
        <translation>Sie müssen eine Karte des Werts halten, nach dem Sie fragen.</translation>
    </message>
    <message>
        <source>You hold that card already: ask for one you do not hold.</source>
        <translation>Diese Karte haben Sie schon: Fragen Sie nach einer, die Sie nicht haben.</translation>
    </message>
    <message>
        <source>You draw only when told to go fish.</source>
        <translation>Sie ziehen nur, wenn man Sie angeln schickt.</translation>
    </message>
    <message>
        <source>From what was said, {seat} holds a {rank} {percent}% of the time: the best chance to ask again.</source>
        <translation>Nach dem Gesagten hält {seat} in {percent} % der Fälle eine Karte vom Wert {rank}: die beste Chance, erneut zu fragen.</translation>
    </message>
    <message>
        <source>Go Fish</source>
        <translation>Angeln</translation>
    </message>
    <message>
        <source>Ask the other players for the ranks you hold and fish from the stock when they have none: the most books of four wins.</source>
        <translation>Fragen Sie die anderen Spieler nach den Werten, die Sie halten, und angeln Sie vom Stapel, wenn sie keine haben: Die meisten Quartette gewinnen.</translation>
    </message>
    <message>
        <source>Asking</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>May ask for a card you hold</source>
        <translation>Fragen nach eigener Karte erlaubt</translation>
    </message>
    <message>
        <source>Go on until all thirteen books are made</source>
        <translation>Weiterspielen, bis alle dreizehn Quartette gebildet sind</translation>
    </message>
    <message>
        <source>Stock to fish from</source>
        <translation>Stapel zum Angeln</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Authors</translation>
    </message>
    <message>
        <source>Go Fish without the stock: all the cards are dealt, a miss passes the turn to the player asked, and play goes on until all the books are made.</source>
        <translation>Angeln ohne Stapel: Alle Karten werden ausgeteilt, eine erfolglose Frage gibt den Zug an den gefragten Spieler ab, und gespielt wird, bis alle Quartette gebildet sind.</translation>
    </message>
    <message>
        <source>&quot;Some people play that rather than asking for a rank, you must ask for a specific card. You must already hold at least one card of that rank.&quot;</source>
        <translation>„Manche spielen so, dass man statt nach einem Wert nach einer bestimmten Karte fragen muss. Man muss schon mindestens eine Karte dieses Werts halten.“</translation>
    </message>
    <message>
        <source>When asking for specific cards: whether you may ask for a card you already hold, to mislead the others (you will have to fish and your turn will end).</source>
        <translation>Beim Fragen nach bestimmten Karten: ob Sie nach einer Karte fragen dürfen, die Sie schon halten, um die anderen zu täuschen (Sie müssen dann angeln, und Ihr Zug endet).</translation>
    </message>
    <message>
        <source>&quot;When the stock runs out, you carry on playing until all the cards have been made into books.&quot; A player whose hand is empty draws from the stock when the turn comes.</source>
        <translation>„Wenn der Stapel aufgebraucht ist, spielt man weiter, bis alle Karten zu Quartetten gebildet sind.“ Ein Spieler mit leerer Hand zieht vom Stapel, wenn er am Zug ist.</translation>
    </message>
    <message>
        <source>Five cards each (seven each for two players) and the rest face down as a stock. Without a stock all the cards are dealt out as equally as possible and a miss passes the turn to the player asked.</source>
        <translation>Fünf Karten pro Spieler (sieben bei zwei Spielern) und der Rest verdeckt als Stapel. Ohne Stapel werden alle Karten so gleichmäßig wie möglich ausgeteilt, und eine erfolglose Frage gibt den Zug an den gefragten Spieler ab.</translation>
    </message>
    <message>
        <source>One hand, won by the most books; or a series of hands, a point a book, until a player reaches the target.</source>
        <translation>Eine Runde, die gewinnt, wer die meisten Quartette hat; oder eine Folge von Runden, ein Punkt pro Quartett, bis ein Spieler das Ziel erreicht.</translation>
    </message>
    <message>
        <source>With a point a book: the score that wins the game.</source>
        <translation>Mit einem Punkt pro Quartett: die Punktzahl, mit der man die Partie gewinnt.</translation>
    </message>
    <message>
        <source>Ask for a rank</source>
        <translation>Nach einem Wert fragen</translation>
    </message>
    <message>
        <source>Ask for a specific card</source>
        <translation>Nach einer bestimmten Karte fragen</translation>
    </message>
    <message>
        <source>One hand: most books wins</source>
        <translation>Eine Runde: die meisten Quartette gewinnen</translation>
    </message>
    <message>
        <source>A point a book, to a target</source>
        <translation>Ein Punkt pro Quartett, bis zum Ziel</translation>
    </message>
    <message>
        <source>You made the most books.</source>
        <translation>Sie haben die meisten Quartette gebildet.</translation>
    </message>
    <message>
        <source>{seat} made the most books.</source>
        <translation>{seat} hat die meisten Quartette gebildet.</translation>
    </message>
    <message>
        <source>You share the most books.</source>
        <translation>Sie liegen mit den meisten Quartetten gleichauf.</translation>
    </message>
    <message>
        <source>{seat} shares the most books.</source>
        <translation>{seat} liegt mit den meisten Quartetten gleichauf.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Quartette</translation>
    </message>
    <message>
        <source>How many books each player made: played out (as Authors is), all thirteen are made, so they add up to 13.</source>
        <translation>Wie viele Quartette jeder Spieler gebildet hat: Wird bis zum Schluss gespielt (wie bei Authors), werden alle dreizehn gebildet, zusammen also 13.</translation>
    </message>
    <message>
        <source>How many books each player made when the hand ended: 13 at most in all.</source>
        <translation>Wie viele Quartette jeder Spieler am Ende der Runde gebildet hatte: zusammen höchstens 13.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but a pack makes only {books} books.</source>
        <translation>Die Quartette ergeben zusammen {made}, aber ein Kartenspiel ergibt nur {books} Quartette.</translation>
    </message>
    <message>
        <source>most books, shared</source>
        <translation>die meisten Quartette, geteilt</translation>
    </message>
    <message>
        <source>most books</source>
        <translation>die meisten Quartette</translation>
    </message>
    <message>
        <source>Hands with the most books (shared ones too): {tally}.</source>
        <translation>Runden mit den meisten Quartetten (geteilte mitgezählt): {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {count} players have the most books, {n} books each.</source>
        <extracomment>English singular: The win is shared: {count} players have the most books, {n} book each.</extracomment>
        <translation>
            <numerusform>Der Sieg wird geteilt: {count} Spieler haben die meisten Quartette, je {n} Quartett.</numerusform>
            <numerusform>Der Sieg wird geteilt: {count} Spieler haben die meisten Quartette, je {n} Quartette.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Quartette Sie gebildet haben.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Quartette {seat} gebildet hat.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but the hand goes on until all {books} books are made.</source>
        <translation>Die Quartette ergeben zusammen {made}, aber die Runde geht weiter, bis alle {books} Quartette gebildet sind.</translation>
    </message>
    <message numerus="yes">
        <source>A point a book: the match ends when a player reaches {n} points; the highest total wins.</source>
        <extracomment>English singular: A point a book: the match ends when a player reaches {n} point; the highest total wins.</extracomment>
        <translation>
            <numerusform>Ein Punkt pro Quartett: Die Partie endet, wenn ein Spieler {n} Punkt erreicht; die höchste Summe gewinnt.</numerusform>
            <numerusform>Ein Punkt pro Quartett: Die Partie endet, wenn ein Spieler {n} Punkte erreicht; die höchste Summe gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made.</source>
        <translation>Geben Sie ein, wie viele Quartette Sie gebildet haben.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made.</source>
        <translation>Geben Sie ein, wie viele Quartette {seat} gebildet hat.</translation>
    </message>
    <message>
        <source>One hand: whoever makes the most books wins.</source>
        <translation>Eine Runde: Wer die meisten Quartette bildet, gewinnt.</translation>
    </message>
    <message>
        <source>You cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>Sie können nicht {count} Quartette gebildet haben: Ein Spieler bildet 0 Quartette oder mehr.</translation>
    </message>
    <message>
        <source>{seat} cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>{seat} kann nicht {count} Quartette gebildet haben: Ein Spieler bildet 0 Quartette oder mehr.</translation>
    </message>
    <message>
        <source>Ask a player for a rank you hold.</source>
        <translation>Fragen Sie einen Spieler nach einem Wert, den Sie halten.</translation>
    </message>
    <message>
        <source>You have none: the turn passes to you.</source>
        <translation>Sie haben keine: Der Zug geht an Sie.</translation>
    </message>
    <message>
        <source>{other} has none: the turn passes to them.</source>
        <translation>{other} hat keine und ist jetzt am Zug.</translation>
    </message>
    <message>
        <source>Ask a player for a card of a rank you hold.</source>
        <translation>Fragen Sie einen Spieler nach einer Karte eines Werts, den Sie halten.</translation>
    </message>
    <message numerus="yes">
        <source>Books made: {n} of 13</source>
        <extracomment>English singular: Books made: {n} of 13</extracomment>
        <translation>
            <numerusform>Gebildete Quartette: {n} von 13</numerusform>
            <numerusform>Gebildete Quartette: {n} von 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave you {n} cards.</source>
        <extracomment>English singular: {other} gave you {n} card.</extracomment>
        <translation>
            <numerusform>{other} hat Ihnen {n} Karte gegeben.</numerusform>
            <numerusform>{other} hat Ihnen {n} Karten gegeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gave {seat} {n} cards.</source>
        <extracomment>English singular: You gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>Sie haben {seat} {n} Karte gegeben.</numerusform>
            <numerusform>Sie haben {seat} {n} Karten gegeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave {seat} {n} cards.</source>
        <extracomment>English singular: {other} gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>{other} hat {seat} {n} Karte gegeben.</numerusform>
            <numerusform>{other} hat {seat} {n} Karten gegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>{other} said Go fish! You fished the {card} and ask again.</source>
        <translation>{other} hat „Geh angeln!“ gesagt. Sie haben {card} geangelt und fragen weiter.</translation>
    </message>
    <message>
        <source>You said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>Sie haben „Geh angeln!“ gesagt. {seat} hat {card} geangelt und fragt weiter.</translation>
    </message>
    <message>
        <source>{other} said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>{other} hat „Geh angeln!“ gesagt. {seat} hat {card} geangelt und fragt weiter.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to you.</source>
        <translation>{other} hat zu Ihnen „Geh angeln!“ gesagt.</translation>
    </message>
    <message>
        <source>You said Go fish! to {seat}.</source>
        <translation>Sie haben zu {seat} „Geh angeln!“ gesagt.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to {seat}.</source>
        <translation>{other} hat zu {seat} „Geh angeln!“ gesagt.</translation>
    </message>
    <message numerus="yes">
        <source>Books: {n}</source>
        <extracomment>English singular: Books: {n}</extracomment>
        <translation>
            <numerusform>Quartette: {n}</numerusform>
            <numerusform>Quartette: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no clubs: play any card but a heart or the queen of spades.</source>
        <translation>Sie haben kein Kreuz: Spielen Sie eine beliebige Karte außer Herz oder der Pik-Dame.</translation>
    </message>
    <message>
        <source>You shot the moon: 26 points to every other player.</source>
        <translation>Sie haben einen Durchmarsch geschafft: 26 Punkte für jeden anderen Spieler.</translation>
    </message>
    <message>
        <source>You took the queen of spades.</source>
        <translation>Sie haben die Pik-Dame bekommen.</translation>
    </message>
    <message>
        <source>{seat} took all 26 points, which is shooting the moon: choose {seat} under “Shot the moon”, or correct the points taken.</source>
        <translation>{seat} hat alle 26 Punkte bekommen, also einen Durchmarsch geschafft: Wählen Sie {seat} unter „Durchmarsch“ oder korrigieren Sie die Punkte.</translation>
    </message>
    <message>
        <source>You made a bid of {bid}: {points} points.</source>
        <translation>Sie haben die Ansage {bid} erfüllt: {points} Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; you deal and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Nächste Runde: je {n} Karte; Sie geben, {other} sagt zuerst an.</numerusform>
            <numerusform>Nächste Runde: je {n} Karten; Sie geben, {other} sagt zuerst an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and you bid first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Nächste Runde: je {n} Karte; {seat} gibt, Sie sagen zuerst an.</numerusform>
            <numerusform>Nächste Runde: je {n} Karten; {seat} gibt, Sie sagen zuerst an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; you deal and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Letzte Runde: je {n} Karte, ohne Trumpf; Sie geben, {other} sagt zuerst an.</numerusform>
            <numerusform>Letzte Runde: je {n} Karten, ohne Trumpf; Sie geben, {other} sagt zuerst an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and you bid first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Letzte Runde: je {n} Karte, ohne Trumpf; {seat} gibt, Sie sagen zuerst an.</numerusform>
            <numerusform>Letzte Runde: je {n} Karten, ohne Trumpf; {seat} gibt, Sie sagen zuerst an.</numerusform>
        </translation>
    </message>
    <message>
        <source>nil</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>blind nil · took {took}</source>
        <translation>Blind-Null · Stiche {took}</translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>Blind-Null</translation>
    </message>
    <message>
        <source>bid {bid} · took {took}</source>
        <translation>Ansage {bid} · Stiche {took}</translation>
    </message>
    <message>
        <source>set, {points} for bags</source>
        <translation>nicht geschafft, {points} für Überstiche</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Überstiche</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100).</source>
        <translation>Angesagte Stiche (1 bis {size}), Null (gar keiner: +/-50) oder Blind-Null (angesagt, bevor man die Karten sieht: +/-100).</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100). The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Angesagte Stiche (1 bis {size}), Null (gar keiner: +/-50) oder Blind-Null (angesagt, bevor man die Karten sieht: +/-100). Der erste Partner ist der, der in der Spalte zuerst genannt wird (Anne in „Anne &amp; Cath“).</translation>
    </message>
    <message>
        <source>{points} for bags</source>
        <translation>{points} für Überstiche</translation>
    </message>
    <message>
        <source>made, {points} for bags</source>
        <translation>geschafft, {points} für Überstiche</translation>
    </message>
    <message>
        <source>People usually play Spades to 500 points; the higher total wins if both sides pass it.</source>
        <translation>Spades wird meist bis 500 Punkte gespielt; überschreiten beide Seiten diese Zahl, gewinnt die höhere Summe.</translation>
    </message>
    <message>
        <source>If you have 10 bags, you get -100 points (and start counting bags again).</source>
        <translation>Bei 10 Überstichen gibt es -100 Punkte (und die Überstiche werden von vorn gezählt).</translation>
    </message>
    <message>
        <source>{name} (first partner)</source>
        <translation>{name} (erster Partner)</translation>
    </message>
    <message>
        <source>{name} (second partner)</source>
        <translation>{name} (zweiter Partner)</translation>
    </message>
    <message>
        <source>1st partner&apos;s bid</source>
        <translation>Ansage 1. Partner</translation>
    </message>
    <message>
        <source>2nd partner&apos;s bid</source>
        <translation>Ansage 2. Partner</translation>
    </message>
    <message>
        <source>1st partner&apos;s tricks</source>
        <translation>Stiche 1. Partner</translation>
    </message>
    <message>
        <source>2nd partner&apos;s tricks</source>
        <translation>Stiche 2. Partner</translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
        <translation>Die Stiche ergeben zusammen {total}, nicht {size}: Jede Runde hat {size} Stiche.</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Gemachte Stiche</translation>
    </message>
    <message>
        <source>Tricks the first partner took. The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Die Stiche des ersten Partners. Der erste Partner ist der, der in der Spalte zuerst genannt wird (Anne in „Anne &amp; Cath“).</translation>
    </message>
    <message>
        <source>Tricks the second partner took.</source>
        <translation>Die Stiche des zweiten Partners.</translation>
    </message>
    <message>
        <source>{bags} this hand, {counted} counted</source>
        <translation>{bags} in dieser Runde, {counted} gezählt</translation>
    </message>
    <message>
        <source>made</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <source>set</source>
        <translation>nicht geschafft</translation>
    </message>
    <message>
        <source>Enter {player}&apos;s bid.</source>
        <translation>Geben Sie die Ansage von {player} ein.</translation>
    </message>
    <message>
        <source>Enter the tricks {player} took.</source>
        <translation>Geben Sie die Stiche von {player} ein.</translation>
    </message>
    <message>
        <source>{limit} bags cost 100</source>
        <translation>{limit} Überstiche kosten 100</translation>
    </message>
    <message>
        <source>{player}&apos;s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
        <translation>Die Ansage {bid} von {player} ist ungültig: Möglich sind 1 bis {most}, Null oder Blind-Null.</translation>
    </message>
    <message>
        <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
        <translation>{player} hat {tricks} Stiche gemacht: Ein Spieler macht 0 bis {most}.</translation>
    </message>
    <message>
        <source>nil failed</source>
        <translation>Null verfehlt</translation>
    </message>
    <message>
        <source>nil made</source>
        <translation>Null geschafft</translation>
    </message>
    <message>
        <source>blind nil failed</source>
        <translation>Blind-Null verfehlt</translation>
    </message>
    <message>
        <source>blind nil made</source>
        <translation>Blind-Null geschafft</translation>
    </message>
    <message>
        <source>contract {bid}</source>
        <translation>Kontrakt {bid}</translation>
    </message>
    <message numerus="yes">
        <source>You &amp; {other} made your {bid} with {n} tricks.</source>
        <extracomment>English singular: You &amp; {other} made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>Sie &amp; {other} haben Ihre Ansage {bid} mit {n} Stich geschafft.</numerusform>
            <numerusform>Sie &amp; {other} haben Ihre Ansage {bid} mit {n} Stichen geschafft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; you made your {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; you made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} &amp; Sie haben Ihre Ansage {bid} mit {n} Stich geschafft.</numerusform>
            <numerusform>{seat} &amp; Sie haben Ihre Ansage {bid} mit {n} Stichen geschafft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made {bid} with {n} tricks.</source>
        <extracomment>English singular: You made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>Sie haben die Ansage {bid} mit {n} Stich geschafft.</numerusform>
            <numerusform>Sie haben die Ansage {bid} mit {n} Stichen geschafft.</numerusform>
        </translation>
    </message>
    <message>
        <source>You &amp; {other} reached 10 bags: {points} points.</source>
        <translation>Sie &amp; {other} haben 10 Überstiche erreicht: {points} Punkte.</translation>
    </message>
    <message>
        <source>{seat} &amp; you reached 10 bags: {points} points.</source>
        <translation>{seat} &amp; Sie haben 10 Überstiche erreicht: {points} Punkte.</translation>
    </message>
    <message>
        <source>You reached 10 bags: {points} points.</source>
        <translation>Sie haben 10 Überstiche erreicht: {points} Punkte.</translation>
    </message>
    <message>
        <source>Your {bid} failed ({took} taken).</source>
        <translation>Sie haben {bid} nicht geschafft ({took} Stiche).</translation>
    </message>
    <message>
        <source>You made {bid}.</source>
        <translation>Sie haben {bid} geschafft.</translation>
    </message>
    <message>
        <source>You &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>Sie &amp; {other} haben Ihre Ansage nicht geschafft: Ansage {bid}, Stiche {took}.</translation>
    </message>
    <message>
        <source>{seat} &amp; you were set: bid {bid}, took {took}.</source>
        <translation>{seat} &amp; Sie haben Ihre Ansage nicht geschafft: Ansage {bid}, Stiche {took}.</translation>
    </message>
    <message>
        <source>You were set: bid {bid}, took {took}.</source>
        <translation>Sie haben die Ansage nicht geschafft: Ansage {bid}, Stiche {took}.</translation>
    </message>
    <message>
        <source>Play the {card} on top: the next player takes the kitty only about {percent}% of the time.</source>
        <translation>Spielen Sie {card} als oberste Karte: Der nächste Spieler nimmt den Pott nur in etwa {percent}&#xa0;% der Fälle.</translation>
    </message>
    <message>
        <source>You cannot play: pass the {card}, the card you need least.</source>
        <translation>Sie können nicht spielen: Geben Sie {card} weiter, die Karte, die Sie am wenigsten brauchen.</translation>
    </message>
    <message>
        <source>Take the kitty: it adds {points} points to your collection.</source>
        <translation>Nehmen Sie den Pott: Er bringt Ihrer Sammlung {points} Punkte.</translation>
    </message>
    <message>
        <source>Take the kitty now, while it adds only {points} points.</source>
        <translation>Nehmen Sie den Pott jetzt, solange er nur {points} Punkte bringt.</translation>
    </message>
    <message>
        <source>Only the last card matters: name the others in the usual order.</source>
        <translation>Nur die letzte Karte zählt: Nennen Sie die anderen in der üblichen Reihenfolge.</translation>
    </message>
    <message>
        <source>Each card of several must be at least the top card (or a two).</source>
        <translation>Bei mehreren Karten muss jede mindestens so hoch sein wie die oberste Karte (oder eine Zwei).</translation>
    </message>
    <message>
        <source>In Statistics you play cards, take the kitty or pass a card.</source>
        <translation>Bei Statistik spielen Sie Karten, nehmen den Pott oder geben eine Karte weiter.</translation>
    </message>
    <message>
        <source>Name the cards, each once.</source>
        <translation>Nennen Sie die Karten, jede nur einmal.</translation>
    </message>
    <message>
        <source>You can play, so you may not pass.</source>
        <translation>Sie können spielen, also dürfen Sie nicht weitergeben.</translation>
    </message>
    <message>
        <source>An ace always takes the kitty.</source>
        <translation>Ein Ass nimmt immer den Pott.</translation>
    </message>
    <message>
        <source>A single jack on a lower or equal card of the other suit of its colour takes the kitty.</source>
        <translation>Ein einzelner Bube auf einer niedrigeren oder gleich hohen Karte der anderen Farbe derselben Farbgruppe nimmt den Pott.</translation>
    </message>
    <message>
        <source>Only an ace, a two, a set of eights or a jack on the other suit of its colour takes the kitty.</source>
        <translation>Nur ein Ass, eine Zwei, zwei oder mehr Achten oder ein Bube auf der anderen Farbe seiner Farbgruppe nehmen den Pott.</translation>
    </message>
    <message>
        <source>Name the cards of a take in the usual order.</source>
        <translation>Nennen Sie die Karten eines Zugs, der den Pott nimmt, in der üblichen Reihenfolge.</translation>
    </message>
    <message>
        <source>On an empty kitty, lead one card or several cards of one rank.</source>
        <translation>Auf einen leeren Pott spielen Sie eine Karte oder mehrere Karten eines Werts aus.</translation>
    </message>
    <message>
        <source>A card must be at least the top card or of its suit.</source>
        <translation>Eine Karte muss mindestens so hoch sein wie die oberste Karte oder deren Farbe haben.</translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation>Geben Sie genau eine Karte weiter.</translation>
    </message>
    <message>
        <source>Eights take the kitty only when it has a top card.</source>
        <translation>Achten nehmen den Pott nur, wenn eine Karte obenauf liegt.</translation>
    </message>
    <message>
        <source>Play cards to the kitty and take it at the right moment to collect aces, sets and the ten of diamonds, but not the queen of spades; twos are wild. The first to 120 wins.</source>
        <translation>Legen Sie Karten auf den Pott und nehmen Sie ihn im richtigen Moment, um Asse, Sätze und die Karo-Zehn zu sammeln, aber nicht die Pik-Dame; Zweien sind Joker. Wer zuerst 120 erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>Reverse: the lowest score wins</source>
        <translation>Umgekehrt: die niedrigste Summe gewinnt</translation>
    </message>
    <message>
        <source>Reverse Statistics</source>
        <translation>Umgekehrte Statistik</translation>
    </message>
    <message>
        <source>Statistics as a negative game: avoid taking points; when a player reaches the target, the lowest total wins.</source>
        <translation>Statistik als Negativspiel: Vermeiden Sie es, Punkte zu nehmen; erreicht ein Spieler das Ziel, gewinnt die niedrigste Summe.</translation>
    </message>
    <message>
        <source>Statistics played as a negative game: the game still ends at the target, and the lowest total wins.</source>
        <translation>Statistik als Negativspiel: Die Partie endet weiterhin, wenn das Ziel erreicht ist, und die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player reaches this total.</source>
        <translation>Die Partie endet nach der Runde, in der ein Spieler diese Summe erreicht.</translation>
    </message>
    <message>
        <source>You scored {points}.</source>
        <translation>Sie haben {points} erzielt.</translation>
    </message>
    <message>
        <source>{seat} scored {points}.</source>
        <translation>{seat} hat {points} erzielt.</translation>
    </message>
    <message>
        <source>Enter how many aces you took as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Asse Sie genommen haben.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Asse {seat} genommen hat.</translation>
    </message>
    <message>
        <source>Enter how many aces you took.</source>
        <translation>Geben Sie ein, wie viele Asse Sie genommen haben.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took.</source>
        <translation>Geben Sie ein, wie viele Asse {seat} genommen hat.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>Sie können nicht {count} Asse genommen haben: Eine Sammlung enthält 0 bis 4.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>{seat} kann nicht {count} Asse genommen haben: Eine Sammlung enthält 0 bis 4.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Buben und Achten Sie genommen haben.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took as a whole number.</source>
        <translation>Geben Sie als ganze Zahl ein, wie viele Buben und Achten {seat} genommen hat.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took.</source>
        <translation>Geben Sie ein, wie viele Buben und Achten Sie genommen haben.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took.</source>
        <translation>Geben Sie ein, wie viele Buben und Achten {seat} genommen hat.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>Sie können nicht {count} Buben und Achten genommen haben: Eine Sammlung enthält 0 bis 8.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>{seat} kann nicht {count} Buben und Achten genommen haben: Eine Sammlung enthält 0 bis 8.</translation>
    </message>
    <message>
        <source>Enter your set points as a whole number.</source>
        <translation>Geben Sie Ihre Satzpunkte als ganze Zahl ein.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points as a whole number.</source>
        <translation>Geben Sie die Satzpunkte von {seat} als ganze Zahl ein.</translation>
    </message>
    <message>
        <source>Enter your set points.</source>
        <translation>Geben Sie Ihre Satzpunkte ein.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points.</source>
        <translation>Geben Sie die Satzpunkte von {seat} ein.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>Ihre Satzpunkte können nicht {points} sein: Die Sätze einer Sammlung ergeben 0 bis {most}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>Die Satzpunkte von {seat} können nicht {points} sein: Die Sätze einer Sammlung ergeben 0 bis {most}.</translation>
    </message>
    <message>
        <source>Choose who took the ten of diamonds.</source>
        <translation>Wählen Sie, wer die Karo-Zehn genommen hat.</translation>
    </message>
    <message>
        <source>Choose who took the queen of spades.</source>
        <translation>Wählen Sie, wer die Pik-Dame genommen hat.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>Ihre Satzpunkte können nicht {points} sein, eine ungerade Zahl: Ein Satz ist 2, 4 oder 8 wert.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>Die Satzpunkte von {seat} können nicht {points} sein, eine ungerade Zahl: Ein Satz ist 2, 4 oder 8 wert.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, your sets are worth at least {least}, not {points}.</source>
        <translation>Mit den Assen, Buben und Achten, die Sie genommen haben, sind Ihre Sätze mindestens {least} wert, nicht {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, the sets are worth at least {least}, not {points}.</source>
        <translation>Mit den Assen, Buben und Achten, die {seat} genommen hat, sind die Sätze mindestens {least} wert, nicht {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Mit den Assen, Buben und Achten, die Sie genommen haben, ergibt keine Sammlung Sätze im Wert von {points}: Jeder Wert außer den Zweien bringt 0, 2, 4 oder 8, insgesamt höchstens {most}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Mit den Assen, Buben und Achten, die {seat} genommen hat, ergibt keine Sammlung Sätze im Wert von {points}: Jeder Wert außer den Zweien bringt 0, 2, 4 oder 8, insgesamt höchstens {most}.</translation>
    </message>
    <message>
        <source>The aces add up to {total}, but every card ends in a collection: they add up to 4.</source>
        <translation>Die Asse ergeben zusammen {total}, aber jede Karte landet in einer Sammlung: Zusammen sind es 4.</translation>
    </message>
    <message>
        <source>The jacks and eights add up to {total}, but every card ends in a collection: they add up to 8.</source>
        <translation>Die Buben und Achten ergeben zusammen {total}, aber jede Karte landet in einer Sammlung: Zusammen sind es 8.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but the aces make {aces} and each other rank but twos at most 8: {most} at most.</source>
        <translation>Die Satzpunkte ergeben zusammen {total}, aber die Asse bringen {aces} und jeder andere Wert außer den Zweien höchstens 8: zusammen höchstens {most}.</translation>
    </message>
    <message numerus="yes">
        <source>{n} aces</source>
        <extracomment>English singular: {n} ace</extracomment>
        <translation>
            <numerusform>{n} Ass</numerusform>
            <numerusform>{n} Asse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} jacks and eights</source>
        <extracomment>English singular: {n} jack or eight</extracomment>
        <translation>
            <numerusform>{n} Bube oder Acht</numerusform>
            <numerusform>{n} Buben und Achten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets worth {n} points</source>
        <extracomment>English singular: sets worth {n} point</extracomment>
        <translation>
            <numerusform>Sätze im Wert von {n} Punkt</numerusform>
            <numerusform>Sätze im Wert von {n} Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>You win the tie, having taken the ten of diamonds in the last round.</source>
        <translation>Sie gewinnen bei Gleichstand, weil Sie in der letzten Runde die Karo-Zehn genommen haben.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the ten of diamonds in the last round.</source>
        <translation>{seat} gewinnt bei Gleichstand mit der Karo-Zehn aus der letzten Runde.</translation>
    </message>
    <message>
        <source>You win the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>Sie gewinnen bei Gleichstand, weil Sie in der letzten Runde die Karo-Zehn nicht genommen haben.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>{seat} gewinnt bei Gleichstand, weil in der letzten Runde jemand anderes die Karo-Zehn genommen hat.</translation>
    </message>
    <message>
        <source>You win the tie, having taken the fewest points in the last round.</source>
        <translation>Sie gewinnen bei Gleichstand, weil Sie in der letzten Runde die wenigsten Punkte bekommen haben.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the fewest points in the last round.</source>
        <translation>{seat} gewinnt bei Gleichstand mit den wenigsten Punkten in der letzten Runde.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the best total and the tie rule does not decide.</source>
        <extracomment>English singular: The win is shared: {n} player has the best total and the tie rule does not decide.</extracomment>
        <translation>
            <numerusform>Der Sieg wird geteilt: {n} Spieler hat die beste Summe, und die Gleichstandsregel entscheidet nicht.</numerusform>
            <numerusform>Der Sieg wird geteilt: {n} Spieler haben die beste Summe, und die Gleichstandsregel entscheidet nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one player can have taken the ten of diamonds: choose one.</source>
        <translation>Nur ein Spieler kann die Karo-Zehn genommen haben: Wählen Sie einen.</translation>
    </message>
    <message>
        <source>Only one player can have taken the queen of spades: choose one.</source>
        <translation>Nur ein Spieler kann die Pik-Dame genommen haben: Wählen Sie einen.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but with {players} players each rank&apos;s four cards make sets worth {per_rank} or more: with the aces&apos; {aces}, at least {least}.</source>
        <translation>Die Satzpunkte ergeben zusammen {total}, aber bei {players} Spielern ergeben die vier Karten jedes Werts Sätze im Wert von mindestens {per_rank}: mit den {aces} der Asse mindestens {least}.</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Karo-Zehn</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <source>Jacks and eights</source>
        <translation>Buben und Achten</translation>
    </message>
    <message>
        <source>Set points</source>
        <translation>Satzpunkte</translation>
    </message>
    <message>
        <source>The player who took the ten of diamonds is not at this table.</source>
        <translation>Der Spieler, der die Karo-Zehn genommen hat, sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>The player who took the queen of spades is not at this table.</source>
        <translation>Der Spieler, der die Pik-Dame genommen hat, sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <source>How many aces each collection holds, 10 points each: the four add up to 4.</source>
        <translation>Wie viele Asse jede Sammlung enthält, je 10 Punkte: Zusammen sind es 4.</translation>
    </message>
    <message>
        <source>Who took the ten of diamonds: 20 points.</source>
        <translation>Wer die Karo-Zehn genommen hat: 20 Punkte.</translation>
    </message>
    <message>
        <source>Who took the queen of spades: minus 20 points.</source>
        <translation>Wer die Pik-Dame genommen hat: minus 20 Punkte.</translation>
    </message>
    <message>
        <source>How many jacks and eights each collection holds, a point each: they add up to 8.</source>
        <translation>Wie viele Buben und Achten jede Sammlung enthält, je ein Punkt: Zusammen sind es 8.</translation>
    </message>
    <message>
        <source>Each collection&apos;s sets of a rank other than twos: 2 for a pair, 4 for three, 8 for four. Aces, jacks and eights make sets too, besides their own points (A-A is 20 + 2).</source>
        <translation>Die Sätze jeder Sammlung in einem Wert außer den Zweien: 2 für ein Paar, 4 für einen Drilling, 8 für einen Vierling. Asse, Buben und Achten bilden ebenfalls Sätze, zusätzlich zu ihren eigenen Punkten (A-A ist 20 + 2).</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player reaches {n} points; the lowest total wins.</source>
        <extracomment>English singular: The match ends when a player reaches {n} point; the lowest total wins.</extracomment>
        <translation>
            <numerusform>Die Partie endet, wenn ein Spieler {n} Punkt erreicht; die niedrigste Summe gewinnt.</numerusform>
            <numerusform>Die Partie endet, wenn ein Spieler {n} Punkte erreicht; die niedrigste Summe gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>the ten of diamonds</source>
        <translation>die Karo-Zehn</translation>
    </message>
    <message>
        <source>the queen of spades</source>
        <translation>die Pik-Dame</translation>
    </message>
    <message>
        <source>Play a card at least the top card, or one of its suit.</source>
        <translation>Spielen Sie eine Karte, die mindestens so hoch ist wie die oberste Karte, oder eine ihrer Farbe.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}, or take the kitty with your eights.</source>
        <translation>Sie können nicht spielen: Geben Sie eine Karte an {other} weiter oder nehmen Sie den Pott mit Ihren Achten.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}.</source>
        <translation>Sie können nicht spielen: Geben Sie eine Karte an {other} weiter.</translation>
    </message>
    <message>
        <source>Lead any card, or several cards of one rank.</source>
        <translation>Spielen Sie eine beliebige Karte aus oder mehrere Karten eines Werts.</translation>
    </message>
    <message>
        <source>A two is on top: play any card or cards.</source>
        <translation>Oben liegt eine Zwei: Spielen Sie eine oder mehrere beliebige Karten.</translation>
    </message>
    <message numerus="yes">
        <source>Deck: {n} cards</source>
        <extracomment>English singular: Deck: {n} card</extracomment>
        <translation>
            <numerusform>Stapel: {n} Karte</numerusform>
            <numerusform>Stapel: {n} Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kitty: {n} cards</source>
        <extracomment>English singular: Kitty: {n} card</extracomment>
        <translation>
            <numerusform>Pott: {n} Karte</numerusform>
            <numerusform>Pott: {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>The kitty is empty: a free lead.</source>
        <translation>Der Pott ist leer: freies Ausspiel.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message numerus="yes">
        <source>Hand of {n}</source>
        <extracomment>English singular: Hand of {n}</extracomment>
        <translation>
            <numerusform>Handgröße {n}</numerusform>
            <numerusform>Handgröße {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Name {n} holds a line break, a tab or another control character: a name is one line of text.</source>
        <translation>Name {n} enthält einen Zeilenumbruch, einen Tabulator oder ein anderes Steuerzeichen: Ein Name ist eine einzige Textzeile.</translation>
    </message>
    <message>
        <source>The match was already over after hand {hand}.</source>
        <translation>Die Partie war schon nach Runde {hand} vorbei.</translation>
    </message>
    <message>
        <source>won the match</source>
        <translation>hat die Partie gewonnen</translation>
    </message>
    <message>
        <source>{seat}&apos;s number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>Die Zahl {value} von {seat} ist zu groß für eine Punkteliste: Zahlen reichen von {low} bis {high}.</translation>
    </message>
    <message>
        <source>The number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>Die Zahl {value} ist zu groß für eine Punkteliste: Zahlen reichen von {low} bis {high}.</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Gewinner: {names}</translation>
    </message>
    <message>
        <source>Leader: {names}</source>
        <translation>In Führung: {names}</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Gewinner: {names}</translation>
    </message>
    <message>
        <source>Leaders: {names}</source>
        <translation>In Führung: {names}</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Niedrigste Summe gewinnt</translation>
    </message>
    <message>
        <source>Number of hands</source>
        <translation>Zahl der Runden</translation>
    </message>
    <message>
        <source>The match ends when a total reaches this score (0: no target).</source>
        <translation>Die Partie endet, wenn eine Summe diese Punktzahl erreicht (0: kein Ziel).</translation>
    </message>
    <message>
        <source>On for penalty games (Hearts, Crazy Eights): the fewest points win.</source>
        <translation>Für Strafpunktspiele einschalten (Hearts, Mau-Mau): Die wenigsten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>The match ends after this many hands (0: no fixed number).</source>
        <translation>Die Partie endet nach so vielen Runden (0: keine feste Zahl).</translation>
    </message>
    <message>
        <source>Enter the points of {seat} as a whole number.</source>
        <translation>Geben Sie die Punkte von {seat} als ganze Zahl ein.</translation>
    </message>
    <message>
        <source>What each player scored in this hand (negative for a loss).</source>
        <translation>Was jeder Spieler in dieser Runde erzielt hat (negativ bei Verlust).</translation>
    </message>
    <message>
        <source>{names} lead</source>
        <translation>{names} führen</translation>
    </message>
    <message>
        <source>a {sheet} sheet has {low} to {high} columns, not {columns}</source>
        <translation>eine Liste für {sheet} hat {low} bis {high} Spalten, nicht {columns}</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>Sie haben gewonnen</translation>
    </message>
    <message>
        <source>you lead</source>
        <translation>Sie führen</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>{names} haben gewonnen</translation>
    </message>
    <message>
        <source>no hands yet</source>
        <translation>noch keine Runden</translation>
    </message>
    <message>
        <source>the file is only {size} bytes long</source>
        <translation>die Datei ist nur {size} Byte lang</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file holds a single byte</source>
        <translation>die Datei enthält nur ein einziges Byte</translation>
    </message>
    <message>
        <source>The picture {path} is {width} × {height} pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>Das Bild {path} hat {width} × {height} Pixel; Card Table nimmt Bilder mit höchstens {limit} Megapixeln.</translation>
    </message>
    <message>
        <source>The picture {path} is damaged or cut short and cannot be used ({problem}).</source>
        <translation>Das Bild {path} ist beschädigt oder abgeschnitten und kann nicht verwendet werden ({problem}).</translation>
    </message>
    <message>
        <source>The picture {path} is far too large in pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>Das Bild {path} hat viel zu viele Pixel; Card Table nimmt Bilder mit höchstens {limit} Megapixeln.</translation>
    </message>
    <message>
        <source>Your picture could not be kept in {folder}: {problem}.</source>
        <translation>Ihr Bild konnte nicht in {folder} gespeichert werden: {problem}.</translation>
    </message>
    <message>
        <source>The picture {path} is too large a file ({megabytes} MB); Card Table takes pictures of up to {limit} MB.</source>
        <translation>Die Bilddatei {path} ist zu groß ({megabytes} MB); Card Table nimmt Bilder bis zu {limit} MB.</translation>
    </message>
    <message>
        <source>The picture {path} could not be opened: {problem}.</source>
        <translation>Das Bild {path} konnte nicht geöffnet werden: {problem}.</translation>
    </message>
    <message>
        <source>The file {path} is not a picture Card Table can read.</source>
        <translation>Die Datei {path} ist kein Bild, das Card Table lesen kann.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game: it is {size} MB, and a saved game is at most {limit} MB.</source>
        <translation>{file} ist kein gespeichertes Card-Table-Spiel: Die Datei ist {size} MB groß, ein gespeichertes Spiel höchstens {limit} MB.</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Die Datei</translation>
    </message>
    <message>
        <source>a game id</source>
        <translation>Spiel-ID</translation>
    </message>
    <message>
        <source>a number of players</source>
        <translation>Spielerzahl</translation>
    </message>
    <message>
        <source>the options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>a seed</source>
        <translation>Verteilungsnummer</translation>
    </message>
    <message>
        <source>the first dealer</source>
        <translation>erster Geber</translation>
    </message>
    <message>
        <source>the finished hands</source>
        <translation>beendete Runden</translation>
    </message>
    <message>
        <source>the hand in progress (or null)</source>
        <translation>laufende Runde (oder null)</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: {problem}.</source>
        <translation>Die gespeicherte Partie {game} lässt sich nicht nachspielen: {problem}.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (its format tag is missing or wrong).</source>
        <translation>{file} ist kein gespeichertes Card-Table-Spiel (die Formatkennung fehlt oder ist falsch).</translation>
    </message>
    <message>
        <source>{file} has no valid format version ({version}).</source>
        <translation>{file} hat keine gültige Formatversion ({version}).</translation>
    </message>
    <message>
        <source>{file} was saved by a newer Card Table (save format {version}; this version reads up to {known}). Update Card Table to open it.</source>
        <translation>{file} wurde von einer neueren Version von Card Table gespeichert (Speicherformat {version}; diese Version liest bis {known}). Aktualisieren Sie Card Table, um die Datei zu öffnen.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;saved_at&apos; is not a date.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: „saved_at“ ist kein Datum.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;extra&apos; is not an object.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: „extra“ ist kein Objekt.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;match&apos; is not an object.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: „match“ ist kein Objekt.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it should list {count} seats.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Es müsste {count} Plätze aufführen.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} hands, and a match has at most {limit}.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Es hat {count} Runden, und eine Partie hat höchstens {limit}.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} moves, and a match has at most {limit}.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Es hat {count} Züge, und eine Partie hat höchstens {limit}.</translation>
    </message>
    <message>
        <source>This saved game has {count} human seats ({seats}); Card Table plays with one human at the table, so it cannot be continued.</source>
        <translation>Dieses gespeicherte Spiel hat {count} menschliche Plätze ({seats}); Card Table spielt mit einem Menschen am Tisch, daher kann es nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>This saved game is a game of &apos;{game}&apos;, which is not installed (installed games: {installed}).</source>
        <translation>Dieses gespeicherte Spiel ist eine Partie „{game}“, und dieses Spiel ist nicht installiert (installierte Spiele: {installed}).</translation>
    </message>
    <message>
        <source>The saved {game} match has {count} hands, and a match of {game} has {limit}.</source>
        <translation>Die gespeicherte Partie {game} hat {count} Runden, und eine Partie {game} hat {limit}.</translation>
    </message>
    <message>
        <source>The saved {game} match has settings this version does not accept: {problem}.</source>
        <translation>Die gespeicherte Partie {game} hat Einstellungen, die diese Version nicht akzeptiert: {problem}.</translation>
    </message>
    <message>
        <source>The match could not be saved: {problem}.</source>
        <translation>Die Partie konnte nicht gespeichert werden: {problem}.</translation>
    </message>
    <message>
        <source>{file} could not be opened: {problem}.</source>
        <translation>{file} konnte nicht geöffnet werden: {problem}.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (it is not readable JSON).</source>
        <translation>{file} ist kein gespeichertes Card-Table-Spiel (kein lesbares JSON).</translation>
    </message>
    <message>
        <source>{file} uses save format {version}, which this version cannot convert.</source>
        <translation>{file} verwendet das Speicherformat {version}, das diese Version nicht umwandeln kann.</translation>
    </message>
    <message>
        <source>The saved game is incomplete: the field &apos;{key}&apos; is missing.</source>
        <translation>Das gespeicherte Spiel ist unvollständig: Das Feld „{key}“ fehlt.</translation>
    </message>
    <message>
        <source>The saved game is incomplete: {what} (&apos;match.{key}&apos;) is missing.</source>
        <translation>Das gespeicherte Spiel ist unvollständig, es fehlt: {what} („match.{key}“).</translation>
    </message>
    <message>
        <source>The saved game is damaged: {what} (&apos;match.{key}&apos;) is not valid.</source>
        <translation>Das gespeicherte Spiel ist beschädigt, ungültig ist: {what} („match.{key}“).</translation>
    </message>
    <message>
        <source>The saved game is damaged: seat {number} needs a name, a kind (human or computer) and a level.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Platz {number} braucht einen Namen, eine Art (Mensch oder Computer) und eine Stärke.</translation>
    </message>
    <message>
        <source>The saved {game} match has more hands than the match allows (hand {hand}).</source>
        <translation>Die gespeicherte Partie {game} hat mehr Runden, als die Partie erlaubt (Runde {hand}).</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Das laufende Spiel</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand}, move {move} ({text}) is refused: {problem}.</source>
        <translation>Die gespeicherte Partie {game} lässt sich nicht nachspielen: In Runde {hand} wird Zug {move} ({text}) abgelehnt: {problem}.</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand} stops before its end.</source>
        <translation>Die gespeicherte Partie {game} lässt sich nicht nachspielen: Runde {hand} bricht vor ihrem Ende ab.</translation>
    </message>
    <message>
        <source>The game in progress could not be opened ({problem}).</source>
        <translation>Das laufende Spiel konnte nicht geöffnet werden ({problem}).</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} The file was set aside as {moved}.</source>
        <translation>Das laufende Spiel konnte nicht wiederhergestellt werden: {problem} Die Datei wurde als {moved} beiseitegelegt.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} It could not be set aside ({reason}).</source>
        <translation>Das laufende Spiel konnte nicht wiederhergestellt werden: {problem} Die Datei konnte nicht beiseitegelegt werden ({reason}).</translation>
    </message>
    <message>
        <source>Your settings file could not be read and was set aside as {moved}; defaults are used.</source>
        <translation>Ihre Einstellungsdatei konnte nicht gelesen werden und wurde als {moved} beiseitegelegt; es werden die Standardwerte verwendet.</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>erwartet: true oder false</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>erwartet: Text</translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation>erwartet: ein nicht leerer Name</translation>
    </message>
    <message>
        <source>expected a list of game ids</source>
        <translation>erwartet: eine Liste von Spiel-IDs</translation>
    </message>
    <message>
        <source>expected base64 text</source>
        <translation>erwartet: Base64-Text</translation>
    </message>
    <message>
        <source>expected one of {allowed}</source>
        <translation>erwartet: einer der Werte {allowed}</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be set aside ({problem}); defaults are used.</source>
        <translation>Ihre Einstellungsdatei konnte weder gelesen noch beiseitegelegt werden ({problem}); es werden die Standardwerte verwendet.</translation>
    </message>
    <message>
        <source>Your settings file could not be opened ({problem}); defaults are used.</source>
        <translation>Ihre Einstellungsdatei konnte nicht geöffnet werden ({problem}); es werden die Standardwerte verwendet.</translation>
    </message>
    <message>
        <source>The setting &apos;{name}&apos; had an unusable value ({value}: {problem}); the default ({default}) is used.</source>
        <translation>Die Einstellung „{name}“ hatte einen unbrauchbaren Wert ({value}: {problem}); der Standardwert ({default}) wird verwendet.</translation>
    </message>
    <message>
        <source>There is no score sheet {id}.</source>
        <translation>Es gibt keine Punkteliste {id}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} could not be opened: {problem}.</source>
        <translation>Die Datei mit den Punktelisten {path} konnte nicht geöffnet werden: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} was written by a newer Card Table; it is left untouched and the sheets of this session are not kept.</source>
        <translation>Die Datei mit den Punktelisten {path} wurde von einer neueren Version von Card Table geschrieben; sie bleibt unverändert, und die Listen dieser Sitzung werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>The score sheets file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>Die Datei mit den Punktelisten {path} ist beschädigt ({damage}) und konnte nicht beiseitegelegt werden ({problem}).</translation>
    </message>
    <message>
        <source>The score sheets file was damaged ({damage}) and was set aside as {moved}; a new, empty one was started.</source>
        <translation>Die Datei mit den Punktelisten war beschädigt ({damage}) und wurde als {moved} beiseitegelegt; eine neue, leere Datei wurde angelegt.</translation>
    </message>
    <message>
        <source>The score sheets file is closed.</source>
        <translation>Die Datei mit den Punktelisten ist geschlossen.</translation>
    </message>
    <message>
        <source>The score sheet could not be saved: {problem}.</source>
        <translation>Die Punkteliste konnte nicht gespeichert werden: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets could not be read: {problem}.</source>
        <translation>Die Punktelisten konnten nicht gelesen werden: {problem}.</translation>
    </message>
    <message>
        <source>There is already a score sheet {id}.</source>
        <translation>Es gibt schon eine Punkteliste {id}.</translation>
    </message>
    <message>
        <source>The statistics file {path} could not be opened: {problem}.</source>
        <translation>Die Statistikdatei {path} konnte nicht geöffnet werden: {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {path} was written by a newer Card Table; it is left untouched and the results of this session are not kept.</source>
        <translation>Die Statistikdatei {path} wurde von einer neueren Version von Card Table geschrieben; sie bleibt unverändert, und die Ergebnisse dieser Sitzung werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>The statistics file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>Die Statistikdatei {path} ist beschädigt ({damage}) und konnte nicht beiseitegelegt werden ({problem}).</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({damage}) and was set aside as {moved}; statistics start afresh.</source>
        <translation>Die Statistikdatei war beschädigt ({damage}) und wurde als {moved} beiseitegelegt; die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {problem}.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {problem}.</translation>
    </message>
    <message>
        <source>The statistics could not be read: {problem}.</source>
        <translation>Die Statistik konnte nicht gelesen werden: {problem}.</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Ausgewählt: {card}.</translation>
    </message>
    <message>
        <source>{card}, cannot be played now</source>
        <translation>{card}, jetzt nicht spielbar</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <source>Row of {suit}: {low} to {high}</source>
        <translation>Reihe {suit}: {low} bis {high}</translation>
    </message>
    <message>
        <source>{label}, empty</source>
        <translation>{label}, leer</translation>
    </message>
    <message numerus="yes">
        <source>{label}, {n} cards</source>
        <extracomment>English singular: {label}, {n} card</extracomment>
        <translation>
            <numerusform>{label}, {n} Karte</numerusform>
            <numerusform>{label}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, ausgewählt</translation>
    </message>
    <message>
        <source>{card}, can be played</source>
        <translation>{card}, spielbar</translation>
    </message>
    <message>
        <source>{card}, cannot be played: {reason}</source>
        <translation>{card}, nicht spielbar: {reason}</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
    <message>
        <source>Can be played</source>
        <translation>Spielbar</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, empty</source>
        <translation>Hand von {name}, leer</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand, {n} cards</source>
        <extracomment>English singular: {name}&apos;s hand, {n} card</extracomment>
        <translation>
            <numerusform>Hand von {name}, {n} Karte</numerusform>
            <numerusform>Hand von {name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick: empty</source>
        <translation>Stich: leer</translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards</source>
        <extracomment>English singular: Trick: {n} card</extracomment>
        <translation>
            <numerusform>Stich: {n} Karte</numerusform>
            <numerusform>Stich: {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by you, no cards</source>
        <translation>Ihre Stiche, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Won by you, {n} cards</source>
        <extracomment>English singular: Won by you, {n} card</extracomment>
        <translation>
            <numerusform>Ihre Stiche, {n} Karte</numerusform>
            <numerusform>Ihre Stiche, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by {name}, no cards</source>
        <translation>Stiche von {name}, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Won by {name}, {n} cards</source>
        <extracomment>English singular: Won by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Stiche von {name}, {n} Karte</numerusform>
            <numerusform>Stiche von {name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by you, no cards</source>
        <translation>Von Ihnen genommen, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Taken by you, {n} cards</source>
        <extracomment>English singular: Taken by you, {n} card</extracomment>
        <translation>
            <numerusform>Von Ihnen genommen, {n} Karte</numerusform>
            <numerusform>Von Ihnen genommen, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by {name}, no cards</source>
        <translation>Genommen von {name}, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Taken by {name}, {n} cards</source>
        <extracomment>English singular: Taken by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Genommen von {name}, {n} Karte</numerusform>
            <numerusform>Genommen von {name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from you, no cards</source>
        <translation>Ihre Weitergabe, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Passing from you, {n} cards</source>
        <extracomment>English singular: Passing from you, {n} card</extracomment>
        <translation>
            <numerusform>Ihre Weitergabe, {n} Karte</numerusform>
            <numerusform>Ihre Weitergabe, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from {name}, no cards</source>
        <translation>Weitergabe von {name}, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Passing from {name}, {n} cards</source>
        <extracomment>English singular: Passing from {name}, {n} card</extracomment>
        <translation>
            <numerusform>Weitergabe von {name}, {n} Karte</numerusform>
            <numerusform>Weitergabe von {name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by you, no cards</source>
        <translation>Von Ihnen gespielt, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Played by you, {n} cards</source>
        <extracomment>English singular: Played by you, {n} card</extracomment>
        <translation>
            <numerusform>Von Ihnen gespielt, {n} Karte</numerusform>
            <numerusform>Von Ihnen gespielt, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}, no cards</source>
        <translation>Gespielt von {name}, keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>Played by {name}, {n} cards</source>
        <extracomment>English singular: Played by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Gespielt von {name}, {n} Karte</numerusform>
            <numerusform>Gespielt von {name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Crib, empty</source>
        <translation>Crib, leer</translation>
    </message>
    <message numerus="yes">
        <source>Crib, {n} cards</source>
        <extracomment>English singular: Crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib, {n} Karte</numerusform>
            <numerusform>Crib, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <translation>Stapel, leer</translation>
    </message>
    <message numerus="yes">
        <source>Stock, {n} cards</source>
        <extracomment>English singular: Stock, {n} card</extracomment>
        <translation>
            <numerusform>Stapel, {n} Karte</numerusform>
            <numerusform>Stapel, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Ablagestapel: {card}</translation>
    </message>
    <message>
        <source>Discard pile, {n} cards, {card} on top</source>
        <translation>Ablagestapel, {n} Karten, oben {card}</translation>
    </message>
    <message>
        <source>Row of {suit}: empty</source>
        <translation>Reihe {suit}: leer</translation>
    </message>
    <message>
        <source>Row of {suit}: {card}</source>
        <translation>Reihe {suit}: {card}</translation>
    </message>
    <message>
        <source>{label}: {card}</source>
        <translation>{label}: {card}</translation>
    </message>
    <message>
        <source>{label} of {name}, empty</source>
        <translation>{label} von {name}, leer</translation>
    </message>
    <message numerus="yes">
        <source>{label} of {name}, {n} cards</source>
        <extracomment>English singular: {label} of {name}, {n} card</extracomment>
        <translation>
            <numerusform>{label} von {name}, {n} Karte</numerusform>
            <numerusform>{label} von {name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, can be passed</source>
        <translation>{card}, kann weitergegeben werden</translation>
    </message>
    <message>
        <source>{card}, can be discarded</source>
        <translation>{card}, kann abgelegt werden</translation>
    </message>
    <message>
        <source>Can be passed</source>
        <translation>Kann weitergegeben werden</translation>
    </message>
    <message>
        <source>Can be discarded</source>
        <translation>Kann abgelegt werden</translation>
    </message>
    <message>
        <source>Cannot be played: {reason}</source>
        <translation>Nicht spielbar: {reason}</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>Jetzt nicht spielbar</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Ihre Hand, leer</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, {n} cards</source>
        <extracomment>English singular: Your hand, {n} card</extracomment>
        <translation>
            <numerusform>Ihre Hand, {n} Karte</numerusform>
            <numerusform>Ihre Hand, {n} Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards, {suit} led</source>
        <extracomment>English singular: Trick: {n} card, {suit} led</extracomment>
        <translation>
            <numerusform>Stich: {n} Karte, {suit} ausgespielt</numerusform>
            <numerusform>Stich: {n} Karten, {suit} ausgespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s crib, empty</source>
        <translation>Crib von {name}, leer</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s crib, {n} cards</source>
        <extracomment>English singular: {name}&apos;s crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib von {name}, {n} Karte</numerusform>
            <numerusform>Crib von {name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Ablagestapel, leer</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, {n} cards</source>
        <extracomment>English singular: Discard pile, {n} card</extracomment>
        <translation>
            <numerusform>Ablagestapel, {n} Karte</numerusform>
            <numerusform>Ablagestapel, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>{deck} (Aisleriot)</source>
        <translation>{deck} (Aisleriot)</translation>
    </message>
    <message>
        <source>not an SVG file: {path}</source>
        <translation>keine SVG-Datei: {path}</translation>
    </message>
    <message>
        <source>{deck} (KDE)</source>
        <translation>{deck} (KDE)</translation>
    </message>
    <message>
        <source>Card Table</source>
        <translation>Card Table</translation>
    </message>
    <message>
        <source>Card Table four-colour</source>
        <translation>Card Table vierfarbig</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {problem}</source>
        <translation>KDE-Kartendeck {deck}: {problem}</translation>
    </message>
    <message>
        <source>Aisleriot deck {deck}: {problem}</source>
        <translation>Aisleriot-Kartendeck {deck}: {problem}</translation>
    </message>
    <message>
        <source>file not found: {path}</source>
        <translation>Datei nicht gefunden: {path}</translation>
    </message>
    <message>
        <source>unreadable SVG {path}: {error}</source>
        <translation>SVG nicht lesbar: {path}: {error}</translation>
    </message>
    <message>
        <source>The built-in deck is missing from {path}; cards are drawn plainly.</source>
        <translation>Das eingebaute Kartendeck fehlt in {path}; die Karten werden schlicht gezeichnet.</translation>
    </message>
    <message>
        <source>KDE deck {deck}: cannot read {path}: {error}</source>
        <translation>KDE-Kartendeck {deck}: {path} nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {path} has no [KDE Backdeck] section.</source>
        <translation>KDE-Kartendeck {deck}: {path} hat keinen Abschnitt [KDE Backdeck].</translation>
    </message>
    <message>
        <source>KDE deck {deck}: not an SVG deck (no SVG= key in {path}).</source>
        <translation>KDE-Kartendeck {deck}: kein SVG-Kartendeck (kein Schlüssel SVG= in {path}).</translation>
    </message>
    <message>
        <source>{deck}: Qt cannot read {path}</source>
        <translation>{deck}: Qt kann {path} nicht lesen</translation>
    </message>
    <message>
        <source>Your crib, empty</source>
        <translation>Ihr Crib, leer</translation>
    </message>
    <message numerus="yes">
        <source>Your crib, {n} cards</source>
        <extracomment>English singular: Your crib, {n} card</extracomment>
        <translation>
            <numerusform>Ihr Crib, {n} Karte</numerusform>
            <numerusform>Ihr Crib, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck}: no card elements found in {path}</source>
        <translation>{deck}: keine Kartenelemente in {path} gefunden</translation>
    </message>
    <message>
        <source>{deck}: its card elements are empty</source>
        <translation>{deck}: die Kartenelemente sind leer</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>{path} nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded</source>
        <translation>{deck}: kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Trick-taking</source>
        <translation>Stichspiele</translation>
    </message>
    <message>
        <source>Shedding</source>
        <translation>Ablegespiele</translation>
    </message>
    <message>
        <source>Adding</source>
        <translation>Addierspiele</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Anlegespiele</translation>
    </message>
    <message>
        <source>Fishing</source>
        <translation>Fischspiele</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glücksspiele</translation>
    </message>
    <message>
        <source>Banking</source>
        <translation>Bankhalterspiele</translation>
    </message>
    <message>
        <source>{players} · {family}</source>
        <translation>{players} · {family}</translation>
    </message>
    <message>
        <source>{players} · {family} · played recently</source>
        <translation>{players} · {family} · zuletzt gespielt</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Spiele suchen</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>Alle Spielarten</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Spielerzahl</translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation>&amp;Spielart:</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>Sp&amp;ieler:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Kein Spiel passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Spiel auswählen</translation>
    </message>
    <message>
        <source>Crib ({name}&apos;s)</source>
        <translation>Crib (von {name})</translation>
    </message>
    <message>
        <source>{name} says go.</source>
        <translation>{name} sagt Go.</translation>
    </message>
    <message>
        <source>Crib (yours)</source>
        <translation>Crib (Ihres)</translation>
    </message>
    <message>
        <source>You say go.</source>
        <translation>Sie sagen Go.</translation>
    </message>
    <message>
        <source>Confirm: redouble {names}</source>
        <translation>Bestätigen: {names} rekontrieren</translation>
    </message>
    <message>
        <source>Confirm: double {names}</source>
        <translation>Bestätigen: {names} kontrieren</translation>
    </message>
    <message>
        <source>The sheet could not be drawn as a PDF.</source>
        <translation>Die Liste konnte nicht als PDF gezeichnet werden.</translation>
    </message>
    <message>
        <source>{path} was not written.</source>
        <translation>{path} wurde nicht geschrieben.</translation>
    </message>
    <message>
        <source>This sheet is damaged and cannot be opened. Delete it for good? This cannot be undone.</source>
        <translation>Diese Liste ist beschädigt und kann nicht geöffnet werden. Endgültig löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>⚠ Damaged: this sheet cannot be opened.</source>
        <translation>⚠ Beschädigt: Diese Liste kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>This sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so your change was not made. The sheet now shows what is kept.</source>
        <translation>Diese Liste wurde seit ihrer Anzeige anderswo geändert (vielleicht in einer anderen Kopie von Card Table), daher wurde Ihre Änderung nicht vorgenommen. Die Liste zeigt jetzt, was gespeichert ist.</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Karten ansehen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>pass {cards}</source>
        <translation>{cards} weitergeben</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <source>put {cards} in the crib</source>
        <translation>{cards} in die Crib legen</translation>
    </message>
    <message>
        <source>{first} … {last}</source>
        <translation>{first} … {last}</translation>
    </message>
    <message>
        <source>{action} {value}</source>
        <translation>{action} {value}</translation>
    </message>
    <message>
        <source>{symbol} {suit}</source>
        <translation>{symbol} {suit}</translation>
    </message>
    <message>
        <source>{action}: {cards}</source>
        <translation>{action}: {cards}</translation>
    </message>
    <message>
        <source>choose {suit} as trumps</source>
        <translation>{suit} als Trumpf wählen</translation>
    </message>
    <message>
        <source>Move the focus along your hand</source>
        <translation>Den Fokus über Ihre Hand bewegen</translation>
    </message>
    <message>
        <source>Focus the first or the last card of your hand</source>
        <translation>Die erste oder letzte Karte Ihrer Hand fokussieren</translation>
    </message>
    <message>
        <source>Play the focused card, or confirm the chosen cards</source>
        <translation>Die fokussierte Karte spielen oder die gewählten Karten bestätigen</translation>
    </message>
    <message>
        <source>Select the focused card, or choose it to pass or discard</source>
        <translation>Die fokussierte Karte auswählen oder zum Weitergeben bzw. Ablegen wählen</translation>
    </message>
    <message>
        <source>Cancel the selection and the focus</source>
        <translation>Auswahl und Fokus aufheben</translation>
    </message>
    <message>
        <source>Press the action buttons under the table, in order</source>
        <translation>Die Aktionsschaltflächen unter dem Tisch der Reihe nach drücken</translation>
    </message>
    <message>
        <source>Press the action buttons while bidding</source>
        <translation>Die Aktionsschaltflächen während der Ansage drücken</translation>
    </message>
    <message>
        <source>Raise or lower your bid</source>
        <translation>Ihre Ansage erhöhen oder senken</translation>
    </message>
    <message>
        <source>While bidding: type your bid (then Enter bids it)</source>
        <translation>Während der Ansage: Ansage eintippen (Enter sagt sie an)</translation>
    </message>
    <message>
        <source>Review the last trick</source>
        <translation>Den letzten Stich ansehen</translation>
    </message>
    <message>
        <source>Read out the table: what to do, the trick, the piles and the players</source>
        <translation>Den Tisch vorlesen: was zu tun ist, den Stich, die Stapel und die Spieler</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>play {cards} and name {suit}</source>
        <translation>{cards} spielen und {suit} wünschen</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Table message</source>
        <translation>Tischmeldung</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message numerus="yes">
        <source>Confirm {n} selected cards</source>
        <extracomment>English singular: Confirm {n} selected card</extracomment>
        <translation>
            <numerusform>{n} ausgewählte Karte bestätigen</numerusform>
            <numerusform>{n} ausgewählte Karten bestätigen</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose how to play the card</source>
        <translation>Wählen Sie, wie die Karte gespielt wird</translation>
    </message>
    <message>
        <source>Card table: {prompt}</source>
        <translation>Kartentisch: {prompt}</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Won by {name}.</source>
        <translation>Gewonnen von {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Pass {n} selected cards</source>
        <extracomment>English singular: Pass {n} selected card</extracomment>
        <translation>
            <numerusform>{n} ausgewählte Karte weitergeben</numerusform>
            <numerusform>{n} ausgewählte Karten weitergeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} selected cards</source>
        <extracomment>English singular: Discard {n} selected card</extracomment>
        <translation>
            <numerusform>{n} ausgewählte Karte ablegen</numerusform>
            <numerusform>{n} ausgewählte Karten ablegen</numerusform>
        </translation>
    </message>
    <message>
        <source>No game at the table.</source>
        <translation>Am Tisch wird kein Spiel gespielt.</translation>
    </message>
    <message>
        <source>No trick has been completed yet.</source>
        <translation>Es wurde noch kein Stich beendet.</translation>
    </message>
    <message>
        <source>Key {key} presses this button</source>
        <translation>Taste {key} drückt diese Schaltfläche</translation>
    </message>
    <message>
        <source>Keys {first} to {last} press these buttons</source>
        <translation>Die Tasten {first} bis {last} drücken diese Schaltflächen</translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} cards first ({chosen} chosen).</source>
        <extracomment>English singular: Choose {n} card first ({chosen} chosen).</extracomment>
        <translation>
            <numerusform>Wählen Sie zuerst {n} Karte ({chosen} gewählt).</numerusform>
            <numerusform>Wählen Sie zuerst {n} Karten ({chosen} gewählt).</numerusform>
        </translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <source>{button} cannot be chosen now.</source>
        <translation>{button} kann jetzt nicht gewählt werden.</translation>
    </message>
    <message>
        <source>{label}  [{key}]</source>
        <translation>{label}  [{key}]</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen {n} cards already: choose one again to put it back.</source>
        <extracomment>English singular: You have chosen {n} card already: choose it again to put it back.</extracomment>
        <translation>
            <numerusform>Sie haben schon {n} Karte gewählt: Wählen Sie sie noch einmal, um sie zurückzulegen.</numerusform>
            <numerusform>Sie haben schon {n} Karten gewählt: Wählen Sie eine davon noch einmal, um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}</source>
        <translation>Gespielt von {name}</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message numerus="yes">
        <source>{n} players</source>
        <extracomment>English singular: {n} player</extracomment>
        <translation>
            <numerusform>{n} Spieler</numerusform>
            <numerusform>{n} Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>Es wird gerade keine Runde gespielt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Every command has a key. At the table the keyboard does all the mouse does.</source>
        <translation>Jeder Befehl hat eine Taste. Am Tisch kann die Tastatur alles, was die Maus kann.</translation>
    </message>
    <message>
        <source>Grouped as Game, Table, Score sheets and Help: the action, then its keys</source>
        <translation>Gruppiert nach Spiel, Tisch, Punktelisten und Hilfe: die Aktion, dann ihre Tasten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Statistics per game and computer level</source>
        <translation>Statistik nach Spiel und Computerstärke</translation>
    </message>
    <message>
        <source>No finished matches yet: statistics appear when a match ends.</source>
        <translation>Noch keine beendeten Partien: Die Statistik erscheint, sobald eine Partie endet.</translation>
    </message>
    <message>
        <source>Reset all…</source>
        <translation>Alles zurücksetzen…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every finished match of every game?</source>
        <translation>Alle beendeten Partien aller Spiele vergessen?</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Average points</source>
        <translation>Ø Punkte</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Karte ziehen</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>Mau!</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Liegen lassen</translation>
    </message>
    <message>
        <source>Redouble</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>How many tricks you expect to take</source>
        <translation>Wie viele Stiche Sie erwarten</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Double everyone you may</source>
        <translation>Alle kontrieren, die Sie dürfen</translation>
    </message>
    <message>
        <source>Start at {rank}</source>
        <translation>Start bei {rank}</translation>
    </message>
    <message>
        <source>That bid is not allowed.</source>
        <translation>Diese Ansage ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Bid {count}</source>
        <translation>{count} ansagen</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <source>All score sheets…</source>
        <translation>Alle Punktelisten…</translation>
    </message>
    <message>
        <source>Open the score sheets window</source>
        <translation>Fenster mit den Punktelisten öffnen</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Sp&amp;ieler:</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Type the number of an earlier deal to replay it; leave empty for a new deal.</source>
        <translation>Geben Sie die Nummer einer früheren Kartenverteilung ein, um sie erneut zu spielen; leer lassen für eine neue Verteilung.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Verteilungsnummer</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Verteilungsnummer:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation>{low} bis {high} Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerstärke</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation>Neues Spiel: {game}</translation>
    </message>
    <message numerus="yes">
        <source>Always {n} players</source>
        <extracomment>English singular: Always {n} player</extracomment>
        <translation>
            <numerusform>Immer {n} Spieler</numerusform>
            <numerusform>Immer {n} Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave empty for a new deal; type a number to replay a deal.</source>
        <translation>Leer lassen für eine neue Verteilung; eine Nummer eingeben, um eine Verteilung erneut zu spielen.</translation>
    </message>
    <message>
        <source>Your own choice of options.</source>
        <translation>Ihre eigene Auswahl an Optionen.</translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation>Dieses Spiel hat keine Optionen.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>Name of seat {n}</source>
        <translation>Name von Platz {n}</translation>
    </message>
    <message>
        <source>Seat {n} is played by</source>
        <translation>Platz {n} wird gespielt von</translation>
    </message>
    <message>
        <source>Computer level of seat {n}</source>
        <translation>Computerstärke von Platz {n}</translation>
    </message>
    <message>
        <source>No rules text comes with this game.</source>
        <translation>Zu diesem Spiel gibt es keinen Regeltext.</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Diese Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regeln von {game}</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Was nicht stimmt</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation>Runde speichern</translation>
    </message>
    <message>
        <source>Add hand</source>
        <translation>Runde hinzufügen</translation>
    </message>
    <message>
        <source>Correct what is listed above first.</source>
        <translation>Korrigieren Sie zuerst, was oben aufgeführt ist.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Everyone {name} may choose here</source>
        <translation>Alle, die {name} hier wählen darf</translation>
    </message>
    <message>
        <source>{who}: maximum</source>
        <translation>{who}: Maximum</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(auswählen)</translation>
    </message>
    <message>
        <source>Correct hand {n}</source>
        <translation>Runde {n} korrigieren</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>{who}: {label} {name}</source>
        <translation>{who}: {label} {name}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{who} may not choose {name} in this hand</source>
        <translation>{who} darf in dieser Runde nicht {name} wählen</translation>
    </message>
    <message>
        <source>Print the score sheet</source>
        <translation>Punkteliste drucken</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Printing is not available in this installation. Save the sheet as a PDF file and print that instead.</source>
        <translation>Drucken ist in dieser Installation nicht verfügbar. Speichern Sie die Liste als PDF-Datei und drucken Sie diese.</translation>
    </message>
    <message>
        <source>Save the sheet as PDF</source>
        <translation>Liste als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Who leads</source>
        <translation>Wer führt</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>{names} win with {total}</source>
        <translation>{names} gewinnen mit {total}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Noch keine Runden.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>In Führung</translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation>in der App gespielt</translation>
    </message>
    <message>
        <source>kept by hand</source>
        <translation>von Hand geführt</translation>
    </message>
    <message>
        <source>New score sheet</source>
        <translation>Neue Punkteliste</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>Two columns have the same name.</source>
        <translation>Zwei Spalten haben denselben Namen.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Punktelisten</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your crib.</source>
        <extracomment>English singular: Discard {n} card to your crib.</extracomment>
        <translation>
            <numerusform>Legen Sie {n} Karte in Ihre Crib.</numerusform>
            <numerusform>Legen Sie {n} Karten in Ihre Crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponents&apos; crib.</source>
        <extracomment>English singular: Discard {n} card to your opponents&apos; crib.</extracomment>
        <translation>
            <numerusform>Legen Sie {n} Karte in die Crib Ihrer Gegner.</numerusform>
            <numerusform>Legen Sie {n} Karten in die Crib Ihrer Gegner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponent&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your opponent&apos;s crib.</extracomment>
        <translation>
            <numerusform>Legen Sie {n} Karte in die Crib Ihres Gegners.</numerusform>
            <numerusform>Legen Sie {n} Karten in die Crib Ihres Gegners.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} to play.</source>
        <translation>{seat} ist am Zug.</translation>
    </message>
    <message>
        <source>The box scores for the non-dealer; the dealer pegs and counts first.</source>
        <translation>Die Box zählt für den Nichtgeber; der Geber spielt und zählt zuerst.</translation>
    </message>
    <message>
        <source>Cribbage to 61</source>
        <translation>Cribbage bis 61</translation>
    </message>
    <message>
        <source>A short game, once round a 61-hole board.</source>
        <translation>Eine kurze Partie, einmal rund um ein Brett mit 61 Löchern.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to the crib first.</source>
        <extracomment>English singular: Discard {n} card to the crib first.</extracomment>
        <translation>
            <numerusform>Legen Sie zuerst {n} Karte in die Crib.</numerusform>
            <numerusform>Legen Sie zuerst {n} Karten in die Crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} points</source>
        <extracomment>English singular: {name}: {n} point</extracomment>
        <translation>
            <numerusform>{name}: {n} Punkt</numerusform>
            <numerusform>{name}: {n} Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} more cards to pass {direction}.</source>
        <extracomment>English singular: Choose {n} more card to pass {direction}.</extracomment>
        <translation>
            <numerusform>Wählen Sie noch {n} Karte, die Sie {direction} weitergeben.</numerusform>
            <numerusform>Wählen Sie noch {n} Karten, die Sie {direction} weitergeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: {total} for {n} tricks</source>
        <extracomment>English singular: Bids: {total} for {n} trick</extracomment>
        <translation>
            <numerusform>Ansagen: {total} für {n} Stich</numerusform>
            <numerusform>Ansagen: {total} für {n} Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks under</source>
        <extracomment>English singular: {n} trick under</extracomment>
        <translation>
            <numerusform>{n} Stich zu wenig</numerusform>
            <numerusform>{n} Stiche zu wenig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks over</source>
        <extracomment>English singular: {n} trick over</extracomment>
        <translation>
            <numerusform>{n} Stich zu viel</numerusform>
            <numerusform>{n} Stiche zu viel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Nächste Runde: je {n} Karte; {seat} gibt, {other} sagt zuerst an.</numerusform>
            <numerusform>Nächste Runde: je {n} Karten; {seat} gibt, {other} sagt zuerst an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} cards.</source>
        <extracomment>English singular: {seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} card.</extracomment>
        <translation>
            <numerusform>{seat} hat {points} angesagt: Bei {n} Karte ist eine Ansage von {minimum} bis {maximum} möglich.</numerusform>
            <numerusform>{seat} hat {points} angesagt: Bei {n} Karten ist eine Ansage von {minimum} bis {maximum} möglich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} tricks: in this hand a player takes {minimum} to {maximum}.</source>
        <extracomment>English singular: {seat} took {n} trick: in this hand a player takes {minimum} to {maximum}.</extracomment>
        <translation>
            <numerusform>{seat} hat {n} Stich gemacht: In dieser Runde macht ein Spieler {minimum} bis {maximum}.</numerusform>
            <numerusform>{seat} hat {n} Stiche gemacht: In dieser Runde macht ein Spieler {minimum} bis {maximum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Letzte Runde: je {n} Karte, ohne Trumpf; {seat} gibt, {other} sagt zuerst an.</numerusform>
            <numerusform>Letzte Runde: je {n} Karten, ohne Trumpf; {seat} gibt, {other} sagt zuerst an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About {n} tricks: aces, guarded kings, spades and ruffs.</source>
        <extracomment>English singular: About {n} trick: aces, guarded kings, spades and ruffs.</extracomment>
        <translation>
            <numerusform>Etwa {n} Stich: Asse, gedeckte Könige, Pik und Stechmöglichkeiten.</numerusform>
            <numerusform>Etwa {n} Stiche: Asse, gedeckte Könige, Pik und Stechmöglichkeiten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; {other} made their {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; {other} made their {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} &amp; {other} haben ihre Ansage {bid} mit {n} Stich geschafft.</numerusform>
            <numerusform>{seat} &amp; {other} haben ihre Ansage {bid} mit {n} Stichen geschafft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} made {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} hat die Ansage {bid} mit {n} Stich geschafft.</numerusform>
            <numerusform>{seat} hat die Ansage {bid} mit {n} Stichen geschafft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks</source>
        <extracomment>English singular: {n} trick</extracomment>
        <translation>
            <numerusform>{n} Stich</numerusform>
            <numerusform>{n} Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags (100 off at {limit}).</source>
        <extracomment>English singular: {seat}: {n} bag (100 off at {limit}).</extracomment>
        <translation>
            <numerusform>{seat}: {n} Überstich (bei {limit}: 100 Abzug).</numerusform>
            <numerusform>{seat}: {n} Überstiche (bei {limit}: 100 Abzug).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags.</source>
        <extracomment>English singular: {seat}: {n} bag.</extracomment>
        <translation>
            <numerusform>{seat}: {n} Überstich.</numerusform>
            <numerusform>{seat}: {n} Überstiche.</numerusform>
        </translation>
    </message>
    <message>
        <source>This saved game cannot be played: seat {number} ({name}) has a computer level this version cannot use: {problem}.</source>
        <translation>Dieses gespeicherte Spiel kann nicht gespielt werden: Platz {number} ({name}) hat eine Computerstärke, die diese Version nicht verwenden kann: {problem}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder}: {problem}.</source>
        <translation>Ihre Einstellungen konnten nicht in {folder} gespeichert werden: {problem}.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: hand {hand} cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>Die Punkteliste „{title}“ (Nummer {id}) ist beschädigt: die Runde {hand} kann nicht gelesen werden. Sie bleibt, wie sie ist; die anderen Listen sind nicht betroffen.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its list of players cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>Die Punkteliste „{title}“ (Nummer {id}) ist beschädigt: die Spielerliste kann nicht gelesen werden. Sie bleibt, wie sie ist; die anderen Listen sind nicht betroffen.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its options cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>Die Punkteliste „{title}“ (Nummer {id}) ist beschädigt: die Optionen können nicht gelesen werden. Sie bleibt, wie sie ist; die anderen Listen sind nicht betroffen.</translation>
    </message>
    <message>
        <source>The score sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so this change was not made.</source>
        <translation>Die Punkteliste wurde seit ihrer Anzeige anderswo geändert (vielleicht in einer anderen Kopie von Card Table), daher wurde diese Änderung nicht vorgenommen.</translation>
    </message>
    <message>
        <source>The card deck {deck} chosen in the settings is no longer installed or cannot be used, so Card Table&apos;s own cards are drawn instead.</source>
        <translation>Das in den Einstellungen gewählte Kartendeck {deck} ist nicht mehr installiert oder kann nicht verwendet werden, daher werden stattdessen die Karten von Card Table gezeichnet.</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used, so Card Table&apos;s own cards are drawn instead. {reason}</source>
        <translation>Das Kartendeck {deck} kann nicht verwendet werden, daher werden stattdessen die Karten von Card Table gezeichnet. {reason}</translation>
    </message>
    <message>
        <source>your picture {path} is missing</source>
        <translation>Ihr Bild {path} fehlt</translation>
    </message>
    <message>
        <source>{deck}: {path} is nested more than {limit} levels deep, too deep for Card Table to draw</source>
        <translation>{deck}: {path} ist mehr als {limit} Ebenen tief verschachtelt, zu tief, als dass Card Table es zeichnen könnte</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded ({error})</source>
        <translation>{deck}: kann nicht geladen werden ({error})</translation>
    </message>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Fehler bei einem Computerspieler: {error}</translation>
    </message>
    <message>
        <source>The hint player failed: {error}</source>
        <translation>Fehler beim Ermitteln des Tipps: {error}</translation>
    </message>
    <message>
        <source>{name} cannot play: {problem}.</source>
        <translation>{name} kann nicht spielen: {problem}.</translation>
    </message>
    <message>
        <source>Your {kept} chips do not cover the table&apos;s minimum of {low}: the house gives you a fresh {fresh}.</source>
        <translation>Ihre {kept} Jetons decken den Mindesteinsatz des Tisches von {low} nicht: Die Bank gibt Ihnen {fresh} neue Jetons.</translation>
    </message>
    <message>
        <source>Bust {points}</source>
        <translation>Überkauft {points}</translation>
    </message>
    <message>
        <source>Blackjack!</source>
        <translation>Blackjack!</translation>
    </message>
    <message>
        <source>Doubled {points}</source>
        <translation>Verdoppelt {points}</translation>
    </message>
    <message>
        <source>Stood {points}</source>
        <translation>Steht {points}</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>{name} · {chips}</source>
        <translation>{name} · {chips}</translation>
    </message>
    <message>
        <source>Surrendered {result}</source>
        <translation>Aufgegeben {result}</translation>
    </message>
    <message>
        <source>Blackjack! {result}</source>
        <translation>Blackjack! {result}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Discards
{n}</source>
        <translation>Ablage
{n}</translation>
    </message>
    <message>
        <source>Dealer: {points}</source>
        <translation>Croupier: {points}</translation>
    </message>
    <message>
        <source>Dealer: bust ({points})</source>
        <translation>Croupier: überkauft ({points})</translation>
    </message>
    <message>
        <source>Cut card out:
new shoe next round</source>
        <translation>Schnittkarte heraus:
nächste Runde neuer Schlitten</translation>
    </message>
    <message>
        <source>Shoe: {n}
{cut} to the cut card</source>
        <translation>Schlitten: {n}
{cut} bis zur Schnittkarte</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Kein Einsatz</translation>
    </message>
    <message>
        <source>Working out basic strategy…</source>
        <translation>Die Grundstrategie wird berechnet…</translation>
    </message>
    <message>
        <source>{head} {values} per chip bet.</source>
        <translation>{head} {values} je gesetztem Jeton.</translation>
    </message>
    <message>
        <source>You chose to {chosen}; {line}</source>
        <translation>Ihre Wahl: {chosen}; {line}</translation>
    </message>
    <message>
        <source>Hit  [H]</source>
        <translation>Karte  [H]</translation>
    </message>
    <message>
        <source>Stand  [S]</source>
        <translation>Stehen  [S]</translation>
    </message>
    <message>
        <source>Double  [D]</source>
        <translation>Verdoppeln  [D]</translation>
    </message>
    <message>
        <source>Split  [P]</source>
        <translation>Teilen  [P]</translation>
    </message>
    <message>
        <source>Surrender  [R]</source>
        <translation>Aufgeben  [R]</translation>
    </message>
    <message>
        <source>Insurance  [I]</source>
        <translation>Versicherung  [I]</translation>
    </message>
    <message>
        <source>No insurance  [N]</source>
        <translation>Keine Versicherung  [N]</translation>
    </message>
    <message>
        <source>Clear  [⌫]</source>
        <translation>Löschen  [⌫]</translation>
    </message>
    <message>
        <source>Take your chips back</source>
        <translation>Ihre Jetons zurücknehmen</translation>
    </message>
    <message>
        <source>Deal {amount}  [↵]</source>
        <translation>{amount} setzen  [↵]</translation>
    </message>
    <message>
        <source>Bet the chips shown and deal</source>
        <translation>Die angezeigten Jetons setzen und die Karten geben lassen</translation>
    </message>
    <message>
        <source>Take another card</source>
        <translation>Eine weitere Karte nehmen</translation>
    </message>
    <message>
        <source>Take no more cards</source>
        <translation>Keine Karte mehr nehmen</translation>
    </message>
    <message>
        <source>Double your bet and take one card only</source>
        <translation>Den Einsatz verdoppeln und nur noch eine Karte nehmen</translation>
    </message>
    <message>
        <source>Split your pair into two hands, a bet on each</source>
        <translation>Das Paar in zwei Hände teilen, mit je einem Einsatz</translation>
    </message>
    <message>
        <source>Give up the hand and half the bet</source>
        <translation>Die Hand und den halben Einsatz hergeben</translation>
    </message>
    <message>
        <source>Stake half your bet that the dealer has blackjack</source>
        <translation>Den halben Einsatz darauf setzen, dass der Croupier einen Blackjack hat</translation>
    </message>
    <message>
        <source>Play on without insurance</source>
        <translation>Ohne Versicherung weiterspielen</translation>
    </message>
    <message>
        <source>Sit out  [X]</source>
        <translation>Aussetzen  [X]</translation>
    </message>
    <message>
        <source>This box plays no part in the round</source>
        <translation>Diese Box spielt in dieser Runde nicht mit</translation>
    </message>
    <message>
        <source>Add chips to your bet: {low} to {high}.</source>
        <translation>Setzen Sie Jetons: {low} bis {high}.</translation>
    </message>
    <message>
        <source>+{chip}  [{key}]</source>
        <translation>+{chip}  [{key}]</translation>
    </message>
    <message>
        <source>Add a chip of {chip} to your bet</source>
        <translation>Einen Jeton zu {chip} auf Ihren Einsatz legen</translation>
    </message>
    <message>
        <source>Rebet {amount}  [R]</source>
        <translation>Erneut {amount}  [R]</translation>
    </message>
    <message>
        <source>Bet what you bet last round</source>
        <translation>So viel setzen wie in der letzten Runde</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Next round  [{key}]</source>
        <translation>Nächste Runde  [{key}]</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} round: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Nach {n} Runde führen {names} mit {total}.</numerusform>
            <numerusform>Nach {n} Runden führen {names} mit {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: you lead with {total}.</source>
        <extracomment>English singular: After {n} round: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Nach {n} Runde führen Sie mit {total}.</numerusform>
            <numerusform>Nach {n} Runden führen Sie mit {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} round: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Nach {n} Runde führt {name} mit {total}.</numerusform>
            <numerusform>Nach {n} Runden führt {name} mit {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Advice  [A]</source>
        <translation>Rat  [A]</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Rat</translation>
    </message>
    <message>
        <source>What basic strategy does here, and what each choice is worth</source>
        <translation>Was die Grundstrategie hier tut und was jede Wahl wert ist</translation>
    </message>
    <message>
        <source>Coach comments</source>
        <translation>Coach-Kommentare</translation>
    </message>
    <message>
        <source>The coach speaks up when you depart from basic strategy</source>
        <translation>Der Coach meldet sich, wenn Sie von der Grundstrategie abweichen</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Space: turn a card · P: pause · S: speed</source>
        <translation>Leertaste: Karte aufdecken · P: Pause · S: Tempo</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: you answer {n} more cards.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: you answer {n} more card.</extracomment>
        <translation>
            <numerusform>Angriff von {name} ({card}): Sie decken noch {n} Karte auf.</numerusform>
            <numerusform>Angriff von {name} ({card}): Sie decken noch {n} Karten auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game lasted {n} cards.</source>
        <extracomment>English singular: The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>Das Spiel dauerte {n} Karte.</numerusform>
            <numerusform>Das Spiel dauerte {n} Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ending} The game lasted {n} cards.</source>
        <extracomment>English singular: {ending} The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>{ending} Das Spiel dauerte {n} Karte.</numerusform>
            <numerusform>{ending} Das Spiel dauerte {n} Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the attack and takes the pile ({n} cards).</source>
        <extracomment>English singular: {name} wins the attack and takes the pile ({n} card).</extracomment>
        <translation>
            <numerusform>{name} gewinnt den Angriff und nimmt den Stoß ({n} Karte).</numerusform>
            <numerusform>{name} gewinnt den Angriff und nimmt den Stoß ({n} Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {card} attacks: {name} answers {n} more cards.</source>
        <extracomment>English singular: Your {card} attacks: {name} answers {n} more card.</extracomment>
        <translation>
            <numerusform>Ihr Angriff ({card}): {name} deckt noch {n} Karte auf.</numerusform>
            <numerusform>Ihr Angriff ({card}): {name} deckt noch {n} Karten auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: {n} more cards to answer.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: {n} more card to answer.</extracomment>
        <translation>
            <numerusform>Angriff von {name} ({card}): noch {n} Karte als Antwort.</numerusform>
            <numerusform>Angriff von {name} ({card}): noch {n} Karten als Antwort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the attack: you take the pile ({n} cards).</source>
        <extracomment>English singular: You win the attack: you take the pile ({n} card).</extracomment>
        <translation>
            <numerusform>Sie gewinnen den Angriff: Sie nehmen den Stoß ({n} Karte).</numerusform>
            <numerusform>Sie gewinnen den Angriff: Sie nehmen den Stoß ({n} Karten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair with the {card}</source>
        <translation>Paar mit {card} bilden</translation>
    </message>
    <message>
        <source>Lay it on the table</source>
        <translation>Auf den Tisch legen</translation>
    </message>
    <message>
        <source>No table card to pair with: choose a card of your hand, or lay one.</source>
        <translation>Keine Tischkarte für ein Paar: Wählen Sie eine Karte Ihrer Hand oder legen Sie eine ab.</translation>
    </message>
    <message>
        <source>The {card} makes ten with no table card.</source>
        <translation>{card} ergibt mit keiner Tischkarte zehn.</translation>
    </message>
    <message>
        <source>Return takes the {card} with the turned card.</source>
        <translation>Return nimmt {card} mit der aufgedeckten Karte.</translation>
    </message>
    <message>
        <source>Return pairs your {card} with the {other}.</source>
        <translation>Return bildet ein Paar aus {card} von Ihrer Hand und {other}.</translation>
    </message>
    <message>
        <source>A computer player chose an illegal move: {reason}</source>
        <translation>Ein Computerspieler hat einen unerlaubten Zug gewählt: {reason}</translation>
    </message>
    <message>
        <source>{description} (key {key})</source>
        <translation>{description} (Taste {key})</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ihre Ansage</translation>
    </message>
    <message>
        <source>How many tricks you expect to take: Up and Down or the digits change it, Enter bids it</source>
        <translation>Wie viele Stiche Sie erwarten: Mit Auf/Ab oder den Ziffern ändern, mit Enter ansagen</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Taste: {key}</translation>
    </message>
    <message>
        <source>Redouble {name}</source>
        <translation>{name} rekontrieren</translation>
    </message>
    <message>
        <source>Double {name}</source>
        <translation>{name} kontrieren</translation>
    </message>
    <message>
        <source>Press to choose this double, again to take it back</source>
        <translation>Drücken, um dieses Kontra zu wählen, erneut drücken, um es zurückzunehmen</translation>
    </message>
    <message>
        <source>Redouble everyone you may</source>
        <translation>Alle rekontrieren, die Sie dürfen</translation>
    </message>
    <message>
        <source>Make the chosen doubles and end your turn</source>
        <translation>Die gewählten Kontras geben und den Zug beenden</translation>
    </message>
    <message>
        <source>{contract} — played</source>
        <translation>{contract} — gespielt</translation>
    </message>
    <message>
        <source>Already played in this seven</source>
        <translation>In diesen sieben Runden schon gespielt</translation>
    </message>
    <message>
        <source>Choose this contract</source>
        <translation>Diesen Kontrakt wählen</translation>
    </message>
    <message>
        <source>Bid the number shown</source>
        <translation>Die angezeigte Zahl ansagen</translation>
    </message>
    <message>
        <source>Maximum: redouble all</source>
        <translation>Maximum: alle rekontrieren</translation>
    </message>
    <message>
        <source>Maximum: double all</source>
        <translation>Maximum: alle kontrieren</translation>
    </message>
    <message>
        <source>On the {suit} row</source>
        <translation>An die Reihe {suit}</translation>
    </message>
    <message>
        <source>As the {card}, on the {suit} row</source>
        <translation>Als {card} an die Reihe {suit}</translation>
    </message>
    <message>
        <source>On {suit} row {n}</source>
        <translation>An die Reihe {suit} {n}</translation>
    </message>
    <message>
        <source>for {card}</source>
        <translation>für {card}</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>Sie haben {other} nach {what} gefragt: keine, also ist {other} am Zug.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you had none, so it is your turn.</source>
        <translation>{seat} hat Sie nach {what} gefragt: Sie hatten keine, also sind Sie am Zug.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>{seat} hat {other} nach {what} gefragt: keine, also ist {other} am Zug.</translation>
    </message>
    <message numerus="yes">
        <source>You asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: You asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>Sie haben {other} nach {what} gefragt und {n} Karte bekommen.</numerusform>
            <numerusform>Sie haben {other} nach {what} gefragt und {n} Karten bekommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked you for {what}: you gave {n} cards.</source>
        <extracomment>English singular: {seat} asked you for {what}: you gave {n} card.</extracomment>
        <translation>
            <numerusform>{seat} hat Sie nach {what} gefragt: Sie haben {n} Karte gegeben.</numerusform>
            <numerusform>{seat} hat Sie nach {what} gefragt: Sie haben {n} Karten gegeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: {seat} asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>{seat} hat {other} nach {what} gefragt und {n} Karte bekommen.</numerusform>
            <numerusform>{seat} hat {other} nach {what} gefragt und {n} Karten bekommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>Sie haben {other} nach {what} gefragt, {card} geangelt und weiter gefragt.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}, fished the {card} and asked again.</source>
        <translation>{seat} hat Sie nach {what} gefragt, {card} geangelt und weiter gefragt.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>{seat} hat {other} nach {what} gefragt, {card} geangelt und weiter gefragt.</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: Go fish!</source>
        <translation>Sie haben {other} nach {what} gefragt: „Geh angeln!“</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you said Go fish!</source>
        <translation>{seat} hat Sie nach {what} gefragt: Sie haben „Geh angeln!“ gesagt.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: Go fish!</source>
        <translation>{seat} hat {other} nach {what} gefragt: „Geh angeln!“</translation>
    </message>
    <message>
        <source>Ask {player} for {rank}</source>
        <translation>{player} nach {rank} fragen</translation>
    </message>
    <message>
        <source>Ask {player} for the {card}</source>
        <translation>{player} nach {card} fragen</translation>
    </message>
    <message>
        <source>Go fish!</source>
        <translation>Geh angeln!</translation>
    </message>
    <message>
        <source>None!</source>
        <translation>Keine!</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <extracomment>English singular: {n} card</extracomment>
        <translation>
            <numerusform>{n} Karte</numerusform>
            <numerusform>{n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Start a new match? The match in progress will be lost.</source>
        <translation>Eine neue Partie beginnen? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <source>Deal this match again from the start? The hands played so far will be lost.</source>
        <translation>Diese Partie von vorn geben? Die bisher gespielten Runden gehen verloren.</translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards</source>
        <extracomment>English singular: Draw {n} card</extracomment>
        <translation>
            <numerusform>{n} Karte ziehen</numerusform>
            <numerusform>{n} Karten ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, passed to you</source>
        <translation>{card}, an Sie weitergegeben</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>As&amp;k before leaving a match in progress</source>
        <translation>Vor dem Verlassen einer laufenden Partie &amp;fragen</translation>
    </message>
    <message>
        <source>New game and Restart ask first while a match is under way</source>
        <translation>Neues Spiel und Neu starten fragen zuerst, solange eine Partie läuft</translation>
    </message>
    <message>
        <source>Our card back</source>
        <translation>Unsere Kartenrückseite</translation>
    </message>
    <message>
        <source>Your picture…</source>
        <translation>Ihr Bild…</translation>
    </message>
    <message>
        <source>Choose a picture for the card backs</source>
        <translation>Ein Bild für die Kartenrückseiten wählen</translation>
    </message>
    <message>
        <source>Use ours again</source>
        <translation>Wieder unseres verwenden</translation>
    </message>
    <message>
        <source>Use our card back again</source>
        <translation>Wieder unsere Kartenrückseite verwenden</translation>
    </message>
    <message>
        <source>Choose a picture for the table</source>
        <translation>Ein Bild für den Tisch wählen</translation>
    </message>
    <message>
        <source>Use our green felt again</source>
        <translation>Wieder unseren grünen Filz verwenden</translation>
    </message>
    <message>
        <source>Why the picture cannot be used</source>
        <translation>Warum das Bild nicht verwendet werden kann</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rückseite</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>Your picture</source>
        <translation>Ihr Bild</translation>
    </message>
    <message>
        <source>Our green felt</source>
        <translation>Unser grüner Filz</translation>
    </message>
    <message>
        <source>This deck comes in one colouring only.</source>
        <translation>Dieses Kartenblatt gibt es nur in einer Farbgebung.</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: you lead with {total}.</source>
        <extracomment>English singular: After {n} hand: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Nach {n} Runde führen Sie mit {total}.</numerusform>
            <numerusform>Nach {n} Runden führen Sie mit {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You win with {total}</source>
        <translation>Sie gewinnen mit {total}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message numerus="yes">
        <source>Kitty: {n} cards,
worth {points} to you</source>
        <extracomment>English singular: Kitty: {n} card,</extracomment>
        <translation>
            <numerusform>Pott: {n} Karte,
für Sie {points} wert</numerusform>
            <numerusform>Pott: {n} Karten,
für Sie {points} wert</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the kitty</source>
        <translation>Pott nehmen</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>An {player} weitergeben</translation>
    </message>
    <message>
        <source>Play and leave the kitty</source>
        <translation>Spielen und Pott liegen lassen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>Wählen Sie zuerst eine Karte.</translation>
    </message>
    <message>
        <source>Card {n} picked</source>
        <translation>Als {n}. Karte gewählt</translation>
    </message>
    <message numerus="yes">
        <source>Collection: {n} cards</source>
        <extracomment>English singular: Collection: {n} card</extracomment>
        <translation>
            <numerusform>Sammlung: {n} Karte</numerusform>
            <numerusform>Sammlung: {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>A card you cannot play is passed to the player on your left, {player}.</source>
        <translation>Eine Karte, die Sie nicht spielen können, geht an den Spieler links von Ihnen: {player}.</translation>
    </message>
    <message>
        <source>Play the chosen cards</source>
        <translation>Die gewählten Karten spielen</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, then press this to play them.</source>
        <translation>Wählen Sie die Karten einer Folge oder Karten gleichen Werts und drücken Sie dann diese Schaltfläche, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, that may be played together.</source>
        <translation>Wählen Sie die Karten einer Folge oder Karten gleichen Werts, die zusammen gespielt werden dürfen.</translation>
    </message>
    <message>
        <source>Press L, Escape or click the table to put the last trick away.</source>
        <translation>Drücken Sie L oder Esc oder klicken Sie auf den Tisch, um den letzten Stich wegzulegen.</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Sie haben den Stich gewonnen.</translation>
    </message>
    <message>
        <source>That card can only be played with others: choose them too, then play the chosen cards.</source>
        <translation>Diese Karte kann nur zusammen mit anderen gespielt werden: Wählen Sie diese ebenfalls und spielen Sie dann die gewählten Karten.</translation>
    </message>
    <message>
        <source>Played by you</source>
        <translation>Gespielt von Ihnen</translation>
    </message>
    <message>
        <source>After a hint (H): make the hinted move</source>
        <translation>Nach einem Tipp (H): den empfohlenen Zug machen</translation>
    </message>
    <message>
        <source>After a hand: deal the next hand</source>
        <translation>Nach einer Runde: die nächste Runde geben</translation>
    </message>
    <message>
        <source>Any key or a click</source>
        <translation>Eine beliebige Taste oder ein Klick</translation>
    </message>
    <message>
        <source>Go on at once while a finished trick or the last trick is shown</source>
        <translation>Sofort weiter, während ein beendeter Stich oder der letzte Stich gezeigt wird</translation>
    </message>
    <message>
        <source>Camicia: turn your top card</source>
        <translation>Camicia: oberste Karte aufdecken</translation>
    </message>
    <message>
        <source>Camicia: pause, or play on by itself</source>
        <translation>Camicia: anhalten oder von selbst weiterspielen</translation>
    </message>
    <message>
        <source>Camicia: the next speed (slow, normal, fast)</source>
        <translation>Camicia: nächstes Tempo (langsam, normal, schnell)</translation>
    </message>
    <message>
        <source>Chinese Ten: the next table card the chosen card makes ten with (Return pairs them)</source>
        <translation>Chinesische Zehn: nächste Tischkarte, mit der die gewählte Karte zehn ergibt (Return bildet das Paar)</translation>
    </message>
    <message>
        <source>Statistics: play the picked cards, the last picked on top</source>
        <translation>Statistik: gewählte Karten spielen, die zuletzt gewählte obenauf</translation>
    </message>
    <message>
        <source>Statistics: take the kitty with the picked cards</source>
        <translation>Statistik: Pott mit den gewählten Karten nehmen</translation>
    </message>
    <message>
        <source>Statistics: pass the picked card to the player on your left</source>
        <translation>Statistik: gewählte Karte an den Spieler links von Ihnen weitergeben</translation>
    </message>
    <message>
        <source>Blackjack: hit, stand, double, split, surrender (H hits there, not the hint)</source>
        <translation>Blackjack: Karte, Stehen, Verdoppeln, Teilen, Aufgeben (H zieht dort eine Karte statt eines Tipps)</translation>
    </message>
    <message>
        <source>Blackjack: take insurance, or not</source>
        <translation>Blackjack: Versicherung nehmen oder nicht</translation>
    </message>
    <message>
        <source>Blackjack: the coach&apos;s advice (instead of the hint)</source>
        <translation>Blackjack: Rat des Coachs (statt des Tipps)</translation>
    </message>
    <message>
        <source>Blackjack: add a chip of 10, 50, 100 or 500 to your bet</source>
        <translation>Blackjack: einen Jeton zu 10, 50, 100 oder 500 auf den Einsatz legen</translation>
    </message>
    <message>
        <source>Blackjack: raise or lower your bet (+ and - too)</source>
        <translation>Blackjack: Einsatz erhöhen oder senken (auch + und -)</translation>
    </message>
    <message>
        <source>Blackjack: deal with the bet shown</source>
        <translation>Blackjack: mit dem angezeigten Einsatz geben</translation>
    </message>
    <message>
        <source>Blackjack: clear your bet, bet as last round, sit out</source>
        <translation>Blackjack: Einsatz löschen, wie in der letzten Runde setzen, aussetzen</translation>
    </message>
    <message>
        <source>The demo is already running. Press Escape to stop it.</source>
        <translation>Die Demo läuft bereits. Drücken Sie Esc, um sie zu beenden.</translation>
    </message>
    <message>
        <source>Watch a demo? Your match is saved and comes back when the demo stops.</source>
        <translation>Eine Demo ansehen? Ihre Partie wird gespeichert und kehrt zurück, wenn die Demo endet.</translation>
    </message>
    <message>
        <source>Demo: the computer plays every seat. Press Escape to stop.</source>
        <translation>Demo: Der Computer spielt alle Plätze. Drücken Sie Esc zum Beenden.</translation>
    </message>
    <message>
        <source>The board of {game} cannot be shown: {error}</source>
        <translation>Das Brett von {game} kann nicht angezeigt werden: {error}</translation>
    </message>
    <message>
        <source>Your chips could not be kept: {error}</source>
        <translation>Ihre Jetons konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu s&amp;tarten</translation>
    </message>
    <message>
        <source>Deal the same match again</source>
        <translation>Dieselbe Partie noch einmal geben</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Eine gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the match to a file</source>
        <translation>Die Partie in einer Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>Watch the computer play every seat</source>
        <translation>Dem Computer zusehen, wie er alle Plätze spielt</translation>
    </message>
    <message>
        <source>&amp;Stop the demo</source>
        <translation>Demo &amp;anhalten</translation>
    </message>
    <message>
        <source>End the demo</source>
        <translation>Die Demo beenden</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Zurück zu Ihrer Partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Ihren letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>What would the computer do in your seat?</source>
        <translation>Was würde der Computer an Ihrer Stelle tun?</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Die nächste Runde geben</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>The rules of the game</source>
        <translation>Die Regeln des Spiels</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <source>Show or hide the score sheet beside the table</source>
        <translation>Die Punkteliste neben dem Tisch ein- oder ausblenden</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>Your results, game by game</source>
        <translation>Ihre Ergebnisse, Spiel für Spiel</translation>
    </message>
    <message>
        <source>Score s&amp;heets…</source>
        <translation>Punktel&amp;isten…</translation>
    </message>
    <message>
        <source>Every score sheet: played matches, and sheets kept for games with real cards</source>
        <translation>Alle Punktelisten: gespielte Partien und Listen für Spiele mit echten Karten</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Cards, table, language and players</source>
        <translation>Karten, Tisch, Sprache und Spieler</translation>
    </message>
    <message>
        <source>S&amp;witch between table and score sheet</source>
        <translation>Zwischen Tisch und Punkteliste &amp;wechseln</translation>
    </message>
    <message>
        <source>Move the keyboard focus between the table and the score sheet</source>
        <translation>Den Tastaturfokus zwischen Tisch und Punkteliste wechseln</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key of the game and the table</source>
        <translation>Alle Tasten für Spiel und Tisch</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Choose a game to play.</source>
        <translation>Wählen Sie ein Spiel aus.</translation>
    </message>
    <message>
        <source>{game} — Card Table</source>
        <translation>{game} — Card Table</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>Match over. Winner: {name}.</source>
        <translation>Partie vorbei. Gewinner: {name}.</translation>
    </message>
    <message>
        <source>Match over. Winners: {names}.</source>
        <translation>Partie vorbei. Gewinner: {names}.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Card Table matches (*.cardtable *.json)</source>
        <translation>Card-Table-Partien (*.cardtable *.json)</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>There is nothing of yours to undo in this hand.</source>
        <translation>In dieser Runde gibt es keinen Zug von Ihnen, den Sie zurücknehmen könnten.</translation>
    </message>
    <message>
        <source>Thinking about your best move…</source>
        <translation>Ihr bester Zug wird gesucht…</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Tipps gibt es nur, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>Next hand  [{key}]</source>
        <translation>Nächste Runde  [{key}]</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Gespeichert unter {path}.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Statistics are unavailable.</source>
        <translation>Die Statistik ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>The language changes when Card Table starts again.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Card Table.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Statistics are unavailable: {error}</source>
        <translation>Die Statistik ist nicht verfügbar: {error}</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The score sheet could not be kept: {error}</source>
        <translation>Die Punkteliste konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The match could not be saved: {error}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>{file} could not be opened: {error}</source>
        <translation>{file} konnte nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>Score sheets are unavailable: {error}</source>
        <translation>Die Punktelisten sind nicht verfügbar: {error}</translation>
    </message>
    <message>
        <source>⚠ Cannot start: only one seat can be played by a human.</source>
        <translation>⚠ Start nicht möglich: Nur ein Platz kann von einem Menschen gespielt werden.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>⚠ Cannot start: {reason}</source>
        <translation>⚠ Start nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>(changed from standard: {value})</source>
        <translation>(geändert, Standard: {value})</translation>
    </message>
    <message>
        <source>These rules have not been translated yet: they are shown in English.</source>
        <translation>Diese Regeln sind noch nicht übersetzt: Sie werden auf Englisch angezeigt.</translation>
    </message>
    <message>
        <source>{plate} · dealer</source>
        <translation>{plate} · Geber</translation>
    </message>
    <message>
        <source>{plate}, dealer</source>
        <translation>{plate}, Geber</translation>
    </message>
    <message>
        <source>{plate}, to play</source>
        <translation>{plate}, am Zug</translation>
    </message>
    <message>
        <source>Drop the card here to play it</source>
        <translation>Karte hier ablegen, um sie zu spielen</translation>
    </message>
    <message numerus="yes">
        <source>{name} · {n} cards</source>
        <extracomment>English singular: {name} · {n} card</extracomment>
        <translation>
            <numerusform>{name} · {n} Karte</numerusform>
            <numerusform>{name} · {n} Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, {n} cards</source>
        <extracomment>English singular: {name}, {n} card</extracomment>
        <translation>
            <numerusform>{name}, {n} Karte</numerusform>
            <numerusform>{name}, {n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{plate} · {note}</source>
        <translation>{plate} · {note}</translation>
    </message>
    <message>
        <source>{plate}, {note}</source>
        <translation>{plate}, {note}</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Kartendeck</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Vorschau des Kartendecks</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (our deck)</source>
        <translation>&amp;Vierfarbiges Blatt (unser Deck)</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so no two suits share a colour</source>
        <translation>Kreuz grün und Karo blau, sodass keine zwei Farben gleich gefärbt sind</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Tisch mit &amp;hohem Kontrast</translation>
    </message>
    <message>
        <source>A darker felt, thicker outlines and solid name plates</source>
        <translation>Dunklerer Filz, dickere Umrisse und deckende Namensschilder</translation>
    </message>
    <message>
        <source>&amp;Large cards</source>
        <translation>&amp;Große Karten</translation>
    </message>
    <message>
        <source>Bigger cards on the table; long hands overlap more</source>
        <translation>Größere Karten auf dem Tisch; lange Blätter überlappen stärker</translation>
    </message>
    <message>
        <source>&amp;Sound effects (needs the &apos;sound&apos; extra)</source>
        <translation>&amp;Soundeffekte (benötigt das Extra „sound“)</translation>
    </message>
    <message>
        <source>A new language takes effect when Card Table starts again.</source>
        <translation>Eine neue Sprache wird beim nächsten Start von Card Table wirksam.</translation>
    </message>
    <message>
        <source>Why the settings were not saved</source>
        <translation>Warum die Einstellungen nicht gespeichert wurden</translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation>&amp;Kartendeck</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Anima&amp;tionstempo</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Ihr &amp;Name</translation>
    </message>
    <message>
        <source>&amp;Computer players</source>
        <translation>&amp;Computerspieler</translation>
    </message>
    <message>
        <source>⚠ {problem} Press OK to try again, or Cancel.</source>
        <translation>⚠ {problem} Drücken Sie OK, um es erneut zu versuchen, oder Abbrechen.</translation>
    </message>
    <message>
        <source>{name}: {label}</source>
        <translation>{name}: {label}</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>{label}: {name}</source>
        <translation>{label}: {name}</translation>
    </message>
    <message>
        <source>{field} held {stored}, more than this form can show: it shows {shown}, and saving the hand keeps {shown}.</source>
        <translation>{field} enthielt {stored}, mehr als dieses Formular anzeigen kann: Es zeigt {shown}, und beim Speichern der Runde bleibt {shown}.</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>{name}: {column}</source>
        <translation>{name}: {column}</translation>
    </message>
    <message>
        <source>Hand {n}: {problem}</source>
        <translation>Runde {n}: {problem}</translation>
    </message>
    <message>
        <source>{value}, ringed</source>
        <translation>{value}, eingekreist</translation>
    </message>
    <message>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <source>{name} wins with {total}</source>
        <translation>{name} gewinnt mit {total}</translation>
    </message>
    <message>
        <source>{value} ({tip})</source>
        <translation>{value} ({tip})</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} hand: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Nach {n} Runde führt {name} mit {total}.</numerusform>
            <numerusform>Nach {n} Runden führt {name} mit {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} hand: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Nach {n} Runde führen {names} mit {total}.</numerusform>
            <numerusform>Nach {n} Runden führen {names} mit {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem: {problem}</source>
        <translation>Problem: {problem}</translation>
    </message>
    <message>
        <source>Total of {name}: {total}</source>
        <translation>Summe von {name}: {total}</translation>
    </message>
    <message>
        <source>{facts} · {fact}</source>
        <translation>{facts} · {fact}</translation>
    </message>
    <message>
        <source>All sheets</source>
        <translation>Alle Listen</translation>
    </message>
    <message>
        <source>Kept by hand</source>
        <translation>Von Hand geführt</translation>
    </message>
    <message>
        <source>Played in the app</source>
        <translation>In der App gespielt</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>&amp;New sheet…</source>
        <translation>&amp;Neue Liste…</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation>&amp;Liste</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>{title} ({game})</source>
        <translation>{title} ({game})</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} führt</translation>
    </message>
    <message>
        <source>{options}; {option}</source>
        <translation>{options}; {option}</translation>
    </message>
    <message>
        <source>Rename sheet</source>
        <translation>Liste umbenennen</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>always {n} partnerships</source>
        <translation>immer {n} Teams</translation>
    </message>
    <message>
        <source>{low} to {high} partnerships</source>
        <translation>{low} bis {high} Teams</translation>
    </message>
    <message>
        <source>always {n} players</source>
        <translation>immer {n} Spieler</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} hat gewonnen</translation>
    </message>
    <message>
        <source>Delete the empty sheet “{title}”? Undo brings it back while this window is open.</source>
        <translation>Die leere Liste „{title}“ löschen? Solange dieses Fenster offen ist, lässt sie sich mit Rückgängig wiederherstellen.</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Team {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>No score sheets yet. Choose “New sheet…” to keep score of a game played with real cards.</source>
        <translation>Noch keine Punktelisten. Wählen Sie „Neue Liste…“, um die Punkte eines Spiels mit echten Karten festzuhalten.</translation>
    </message>
    <message>
        <source>Choose a sheet on the left, or start a new one.</source>
        <translation>Wählen Sie links eine Liste oder legen Sie eine neue an.</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the sheet as a table for a spreadsheet</source>
        <translation>Liste als Tabelle für eine Tabellenkalkulation speichern</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Save the sheet as a PDF file</source>
        <translation>Liste als PDF-Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>De&amp;lete sheet</source>
        <translation>Liste &amp;löschen</translation>
    </message>
    <message>
        <source>Delete this sheet (Undo brings it back)</source>
        <translation>Diese Liste löschen (mit Rückgängig wiederherstellbar)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Add hand…</source>
        <translation>Runde &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Type in the next hand</source>
        <translation>Nächste Runde eintragen</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>Runde &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Correct the chosen hand (or double-click it)</source>
        <translation>Gewählte Runde korrigieren (oder doppelt darauf klicken)</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>Runde &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the chosen hand; the hands after it are scored again</source>
        <translation>Gewählte Runde löschen; die folgenden Runden werden neu gewertet</translation>
    </message>
    <message>
        <source>new sheet</source>
        <translation>Neue Liste</translation>
    </message>
    <message>
        <source>Delete sheet</source>
        <translation>Liste löschen</translation>
    </message>
    <message>
        <source>delete sheet</source>
        <translation>Liste löschen</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>This kind of sheet is not known to this version of Card Table.</source>
        <translation>Diese Art von Liste kennt diese Version von Card Table nicht.</translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation>Begonnen am {date}</translation>
    </message>
    <message>
        <source>correct hand {n}</source>
        <translation>Runde {n} korrigieren</translation>
    </message>
    <message>
        <source>rename sheet</source>
        <translation>Liste umbenennen</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Gespeichert: {path}</translation>
    </message>
    <message>
        <source>Name {n}</source>
        <translation>Name {n}</translation>
    </message>
    <message>
        <source>This sheet has no options.</source>
        <translation>Diese Liste hat keine Optionen.</translation>
    </message>
    <message>
        <source>The match is over: {winner}.</source>
        <translation>Die Partie ist vorbei: {winner}.</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Rückgängig: {what}</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Wiederholen: {what}</translation>
    </message>
    <message numerus="yes">
        <source>{n} hands</source>
        <extracomment>English singular: {n} hand</extracomment>
        <translation>
            <numerusform>{n} Runde</numerusform>
            <numerusform>{n} Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Last changed {date}</source>
        <translation>Zuletzt geändert am {date}</translation>
    </message>
    <message>
        <source>started {date}</source>
        <translation>begonnen am {date}</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Rückgängig gemacht: {what}</translation>
    </message>
    <message>
        <source>Redone: {what}</source>
        <translation>Wiederholt: {what}</translation>
    </message>
    <message>
        <source>add hand {n}</source>
        <translation>Runde {n} hinzufügen</translation>
    </message>
    <message>
        <source>delete hand {n}</source>
        <translation>Runde {n} löschen</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
        <extracomment>English singular: Delete the sheet “{title}” with its one hand? Undo brings it back while this window is open.</extracomment>
        <translation>
            <numerusform>Die Liste „{title}“ mit ihrer einen Runde löschen? Solange dieses Fenster offen ist, lässt sie sich mit Rückgängig wiederherstellen.</numerusform>
            <numerusform>Die Liste „{title}“ mit ihren {n} Runden löschen? Solange dieses Fenster offen ist, lässt sie sich mit Rückgängig wiederherstellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This kind of sheet ({kind}) is not known to this version of Card Table.</source>
        <translation>Diese Art von Liste ({kind}) kennt diese Version von Card Table nicht.</translation>
    </message>
    <message>
        <source>The change could not be saved: {error}</source>
        <translation>Die Änderung konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The sheet could not be saved: {error}</source>
        <translation>Die Liste konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>{path} konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>This sheet could not be drawn: {error}</source>
        <translation>Diese Liste konnte nicht angezeigt werden: {error}</translation>
    </message>
</context>
</TS>
