<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>cardtable</name>
    <message>
        <source>Beginner (plays at random)</source>
        <translation>Principiante (gioca a caso)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Misti</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jolly</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>{move} is not a legal move now.</source>
        <translation>La mossa {move} ora non è consentita.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <source>{game} has no preset {preset} (presets: {known})</source>
        <translation>{game} non ha la variante {preset} (varianti: {known})</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} si gioca da {low} a {high} giocatori, non in {players}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>no option named {option} (options: {known})</source>
        <translation>nessuna opzione si chiama {option} (opzioni: {known})</translation>
    </message>
    <message>
        <source>option {option} is yes or no, not {value}</source>
        <translation>l&apos;opzione {option} è sì o no, non {value}</translation>
    </message>
    <message>
        <source>option {option} is a whole number, not {value}</source>
        <translation>l&apos;opzione {option} è un numero intero, non {value}</translation>
    </message>
    <message>
        <source>option {option} is at least {minimum}</source>
        <translation>l&apos;opzione {option} vale almeno {minimum}</translation>
    </message>
    <message>
        <source>option {option} is at most {maximum}</source>
        <translation>l&apos;opzione {option} vale al massimo {maximum}</translation>
    </message>
    <message>
        <source>option {option} is one of {allowed}, not {value}</source>
        <translation>l&apos;opzione {option} è una tra {allowed}, non {value}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>posto {n}</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; reuses the id &apos;{id}&apos;; skipped</source>
        <translation>Il plugin di gioco &apos;{plugin}&apos; riusa l&apos;identificativo &apos;{id}&apos;; ignorato</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; could not be loaded: {error}</source>
        <translation>Impossibile caricare il plugin di gioco &apos;{plugin}&apos;: {error}</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <translation>Devi rispondere al seme: {suit}.</translation>
    </message>
    <message>
        <source>You may not lead {suit} until they are broken.</source>
        <translation>Non puoi uscire a {suit} finché il seme non è stato aperto.</translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take the trick.</source>
        <translation>Rispondi con {card}, cercando di non fare la presa.</translation>
    </message>
    <message>
        <source>This hand suits {name} best of the open contracts.</source>
        <translation>Tra i contratti ancora liberi, questa mano è la più adatta a {name}.</translation>
    </message>
    <message>
        <source>Trumps in the longest, strongest suit.</source>
        <translation>Atout nel seme più lungo e più forte.</translation>
    </message>
    <message>
        <source>This starting rank leaves the fewest cards to wait for.</source>
        <translation>Questo valore di partenza lascia meno carte da aspettare.</translation>
    </message>
    <message>
        <source>No double looks worth its risk.</source>
        <translation>Nessun contro sembra valere il rischio.</translation>
    </message>
    <message>
        <source>The {card} leads toward your own cards without helping others.</source>
        <translation>Giocando {card} procedi verso le tue carte senza aiutare gli altri.</translation>
    </message>
    <message>
        <source>Play the {card}: win tricks cheaply, keep trumps for later.</source>
        <translation>Gioca {card}: fai prese a poco prezzo e tieni gli atout per dopo.</translation>
    </message>
    <message>
        <source>Lead the {card}: others will probably beat it.</source>
        <translation>Esci con {card}: probabilmente qualcuno giocherà più alto.</translation>
    </message>
    <message>
        <source>Out of the suit: throw away the {card}.</source>
        <translation>Non hai carte del seme: scarta {card}.</translation>
    </message>
    <message>
        <source>Expect to score better than {seat}.</source>
        <translation>Prevedi un punteggio migliore di {seat}.</translation>
    </message>
    <message>
        <source>A compulsory double of declarer is due now.</source>
        <translation>Ora è dovuto un contro obbligatorio al dichiarante.</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>Each player declares seven contracts in turn; double the players you expect to beat.</source>
        <translation>A turno ogni giocatore dichiara sette contratti; contra i giocatori che pensi di battere.</translation>
    </message>
    <message>
        <source>Choose one of the open contracts: {letters}.</source>
        <translation>Scegli uno dei contratti ancora liberi: {letters}.</translation>
    </message>
    <message>
        <source>With doubles of declarer only, you may double declarer only.</source>
        <translation>Con i contro solo al dichiarante, puoi contrare solo il dichiarante.</translation>
    </message>
    <message>
        <source>The {card} does not fit: play the next card up or down in a started suit.</source>
        <translation>Non puoi giocare {card}: gioca la carta immediatamente superiore o inferiore in un seme già aperto.</translation>
    </message>
    <message>
        <source>Play a card: follow {suit}.</source>
        <translation>Gioca una carta: rispondi a {suit}.</translation>
    </message>
    <message>
        <source>{seat} declared {name}.</source>
        <translation>{seat} ha dichiarato {name}.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Barbu.</source>
        <translation>&apos;{move}&apos; non è una mossa di Barbu.</translation>
    </message>
    <message>
        <source>Name the starting rank: 2 to 10, J, Q, K or A.</source>
        <translation>Indica il valore di partenza: da 2 a 10, J, Q, K o A.</translation>
    </message>
    <message>
        <source>Doubling comes first: double whom you like, then pass.</source>
        <translation>Prima vengono i contro: contra chi vuoi, poi passa.</translation>
    </message>
    <message>
        <source>The doubling is over: play a card.</source>
        <translation>I contro sono finiti: gioca una carta.</translation>
    </message>
    <message>
        <source>You cannot pass in a trick: play a card.</source>
        <translation>Non puoi passare durante una presa: gioca una carta.</translation>
    </message>
    <message>
        <source>You have already played {name} in this seven.</source>
        <translation>Hai già giocato {name} in questa serie.</translation>
    </message>
    <message>
        <source>Double a seat: 0 to 3.</source>
        <translation>Contra un posto: da 0 a 3.</translation>
    </message>
    <message>
        <source>You cannot double yourself.</source>
        <translation>Non puoi contrare te stesso.</translation>
    </message>
    <message>
        <source>You have already doubled {seat}.</source>
        <translation>Hai già contrato {seat}.</translation>
    </message>
    <message>
        <source>Declarer may only redouble players who doubled her.</source>
        <translation>Il dichiarante può surcontrare solo chi lo ha contrato.</translation>
    </message>
    <message>
        <source>In Trumps and Dominoes the others may double declarer only.</source>
        <translation>In Atout e Domino gli altri possono contrare solo il dichiarante.</translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Gioca una carta alla volta.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>Questa carta non è nella tua mano: {card}.</translation>
    </message>
    <message>
        <source>You may not lead a heart in {name} unless you hold only hearts.</source>
        <translation>In {name} non puoi uscire a cuori, a meno che tu non abbia solo cuori.</translation>
    </message>
    <message>
        <source>When trumps are led you must beat the highest trump if you can.</source>
        <translation>Quando si esce ad atout devi superare l&apos;atout più alto, se puoi.</translation>
    </message>
    <message>
        <source>You must head the trick with a trump if you can.</source>
        <translation>Se puoi, devi superare la presa con un atout.</translation>
    </message>
    <message>
        <source>You can play a card, so you must.</source>
        <translation>Puoi giocare una carta, quindi devi farlo.</translation>
    </message>
    <message>
        <source>A suit is started with its {rank}.</source>
        <translation>Un seme si apre con la carta del valore di partenza ({rank}).</translation>
    </message>
    <message>
        <source>Declarer: {seat}</source>
        <translation>Dichiarante: {seat}</translation>
    </message>
    <message>
        <source>Contract: {name}</source>
        <translation>Contratto: {name}</translation>
    </message>
    <message>
        <source>Choose a contract: {names}.</source>
        <translation>Scegli un contratto: {names}.</translation>
    </message>
    <message>
        <source>Name trumps.</source>
        <translation>Scegli l&apos;atout.</translation>
    </message>
    <message>
        <source>Name the starting rank for Dominoes.</source>
        <translation>Scegli il valore di partenza per il Domino.</translation>
    </message>
    <message>
        <source>Double whom you like, then pass.</source>
        <translation>Contra chi vuoi, poi passa.</translation>
    </message>
    <message>
        <source>Play a card to the layout.</source>
        <translation>Gioca una carta sul tavolo.</translation>
    </message>
    <message>
        <source>Lead a card.</source>
        <translation>Esci con una carta.</translation>
    </message>
    <message>
        <source>Ravage City</source>
        <translation>Ravage City</translation>
    </message>
    <message>
        <source>Doubles of declarer only</source>
        <translation>Contro solo al dichiarante</translation>
    </message>
    <message>
        <source>Alternative scores</source>
        <translation>Punteggi alternativi</translation>
    </message>
    <message>
        <source>Barbu with Ravage City</source>
        <translation>Barbu con Ravage City</translation>
    </message>
    <message>
        <source>Eight contracts for each declarer: Ravage City is added.</source>
        <translation>Otto contratti per ogni dichiarante: si aggiunge Ravage City.</translation>
    </message>
    <message>
        <source>Barbu, doubles of declarer only</source>
        <translation>Barbu, contro solo al dichiarante</translation>
    </message>
    <message>
        <source>The simpler doubling: only declarer may be doubled.</source>
        <translation>Il contro più semplice: si può contrare solo il dichiarante.</translation>
    </message>
    <message>
        <source>{seat} went out first.</source>
        <translation>Primo a chiudere: {seat}.</translation>
    </message>
    <message>
        <source>Declarer must first choose a contract.</source>
        <translation>Prima il dichiarante deve scegliere un contratto.</translation>
    </message>
    <message>
        <source>Declarer must first name the starting rank.</source>
        <translation>Prima il dichiarante deve scegliere il valore di partenza.</translation>
    </message>
    <message>
        <source>Name trumps with a suit letter: C, D, H or S.</source>
        <translation>Indica l&apos;atout con la lettera del seme: C, D, H o S.</translation>
    </message>
    <message>
        <source>With doubles of declarer only, declarer who redoubles must redouble everyone who doubled her.</source>
        <translation>Con i contro solo al dichiarante, il dichiarante che surcontra deve surcontrare tutti quelli che lo hanno contrato.</translation>
    </message>
    <message>
        <source>Hand {number} of {count} of this declarer</source>
        <translation>Mano {number} di {count} di questo dichiarante</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Atout: {suit}</translation>
    </message>
    <message>
        <source>Starting rank: {rank}</source>
        <translation>Valore di partenza: {rank}</translation>
    </message>
    <message>
        <source>Trick {number} of 13</source>
        <translation>Presa {number} di 13</translation>
    </message>
    <message>
        <source>You must double declarer now (a compulsory double), then pass.</source>
        <translation>Ora devi contrare il dichiarante (contro obbligatorio), poi passa.</translation>
    </message>
    <message>
        <source>Redouble whom you like of those who doubled you, then pass.</source>
        <translation>Surcontra chi vuoi tra quelli che ti hanno contrato, poi passa.</translation>
    </message>
    <message>
        <source>Double declarer if you like, then pass.</source>
        <translation>Contra il dichiarante se vuoi, poi passa.</translation>
    </message>
    <message>
        <source>Lay a card on the layout, or pass if none fits.</source>
        <translation>Metti una carta sul tavolo, o passa se nessuna si può giocare.</translation>
    </message>
    <message>
        <source>No card fits the layout: pass.</source>
        <translation>Nessuna carta si può giocare sul tavolo: passa.</translation>
    </message>
    <message>
        <source>Lead a card (not a heart unless you hold only hearts).</source>
        <translation>Esci con una carta (non di cuori, a meno che tu non abbia solo cuori).</translation>
    </message>
    <message>
        <source>An eighth contract: whoever takes the most cards of one suit scores -36 (ties share it). 32 hands; the Dominoes scores rise by 9 to keep the zero sum.</source>
        <translation>Un ottavo contratto: chi prende più carte di un solo seme segna -36 (a pari merito si divide). 32 mani; i punti del Domino salgono di 9 perché la somma resti zero.</translation>
    </message>
    <message>
        <source>Players may double declarer only, not each other; a declarer who redoubles must redouble everyone who doubled her.</source>
        <translation>I giocatori possono contrare solo il dichiarante, non tra loro; un dichiarante che surcontra deve surcontrare tutti quelli che lo hanno contrato.</translation>
    </message>
    <message>
        <source>The king of hearts scores -15 and Dominoes +40 / +20 / +10 / -10.</source>
        <translation>Il re di cuori vale -15 e il Domino +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Declarer must first name trumps.</source>
        <translation>Prima il dichiarante deve scegliere l&apos;atout.</translation>
    </message>
    <message>
        <source>{seat} doubled {other}</source>
        <translation>{seat} ha contrato {other}</translation>
    </message>
    <message>
        <source>Nobody doubled you: pass.</source>
        <translation>Nessuno ti ha contrato: passa.</translation>
    </message>
    <message>
        <source>Redouble everyone who doubled you, then pass.</source>
        <translation>Surcontra tutti quelli che ti hanno contrato, poi passa.</translation>
    </message>
    <message>
        <source>{seat} took the king of hearts.</source>
        <translation>{seat} ha preso il re di cuori.</translation>
    </message>
    <message>
        <source>{seat} doubled {count} players</source>
        <translation>{seat} ha contrato {count} giocatori</translation>
    </message>
    <message>
        <source>No Tricks</source>
        <translation>Niente prese</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <translation>Niente cuori</translation>
    </message>
    <message>
        <source>No Queens</source>
        <translation>Niente donne</translation>
    </message>
    <message>
        <source>No King of Hearts</source>
        <translation>Niente re di cuori</translation>
    </message>
    <message>
        <source>No Last Two</source>
        <translation>Niente ultime due</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>assi</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>due</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sette</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>otto</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieci</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>fanti</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>donne</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>re</translation>
    </message>
    <message>
        <source>+{trumps_per_trick} for each trick</source>
        <translation>+{trumps_per_trick} per ogni presa</translation>
    </message>
    <message>
        <source>{per_trick} for each trick</source>
        <translation>{per_trick} per ogni presa</translation>
    </message>
    <message>
        <source>{per_heart} for each heart and {ace_of_hearts} for the ace</source>
        <translation>{per_heart} per ogni carta di cuori e {ace_of_hearts} per l&apos;asso</translation>
    </message>
    <message>
        <source>{per_queen} for each queen</source>
        <translation>{per_queen} per ogni donna</translation>
    </message>
    <message>
        <source>{king_of_hearts} for the king of hearts, or nothing</source>
        <translation>{king_of_hearts} per il re di cuori, o niente</translation>
    </message>
    <message>
        <source>{last_but_one} for the twelfth trick and {last} for the last</source>
        <translation>{last_but_one} per la dodicesima presa e {last} per l&apos;ultima</translation>
    </message>
    <message>
        <source>First declarer</source>
        <translation>Primo dichiarante</translation>
    </message>
    <message>
        <source>Declarer-only doubles</source>
        <translation>Contro solo al dichiarante</translation>
    </message>
    <message>
        <source>won the session</source>
        <translation>ha vinto la sessione</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}</source>
        <translation>{contract}, dichiarato da {name}</translation>
    </message>
    <message>
        <source>{seat} declares next; contracts still to play: {contracts}.</source>
        <translation>Prossimo dichiarante: {seat}; contratti ancora da giocare: {contracts}.</translation>
    </message>
    <message>
        <source>Who declares the first seven hands; then the player on her left, and so on.</source>
        <translation>Chi dichiara le prime sette mani; poi il giocatore alla sua sinistra, e così via.</translation>
    </message>
    <message>
        <source>An eighth contract: -36 to the player with most cards of one suit (ties share it); 32 hands; the Dominoes scores rise by 9.</source>
        <translation>Un ottavo contratto: -36 a chi ha più carte di un solo seme (a pari merito si divide); 32 mani; i punti del Domino salgono di 9.</translation>
    </message>
    <message>
        <source>The others may double declarer only, in every contract.</source>
        <translation>Gli altri possono contrare solo il dichiarante, in ogni contratto.</translation>
    </message>
    <message>
        <source>King of hearts -15; Dominoes +40 / +20 / +10 / -10.</source>
        <translation>Re di cuori -15; Domino +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contratto</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Valore di partenza</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Contro</translation>
    </message>
    <message>
        <source>Raw score</source>
        <translation>Punti base</translation>
    </message>
    <message>
        <source>The session is over after {hands} hands.</source>
        <translation>La sessione finisce dopo {hands} mani.</translation>
    </message>
    <message>
        <source>{seat} declared this hand, but hand {hand} of the sheet is another player&apos;s: check the first declarer.</source>
        <translation>{seat} ha dichiarato questa mano, ma la mano {hand} del segnapunti spetta a un altro giocatore: controlla il primo dichiarante.</translation>
    </message>
    <message>
        <source>Choose the contract {seat} declared.</source>
        <translation>Scegli il contratto dichiarato da {seat}.</translation>
    </message>
    <message>
        <source>{trumps} is not a suit.</source>
        <translation>{trumps} non è un seme.</translation>
    </message>
    <message>
        <source>{rank} is not a rank.</source>
        <translation>{rank} non è un valore.</translation>
    </message>
    <message>
        <source>The raw scores add up to {points}, but in {contract} they always add up to {total}.</source>
        <translation>I punti base danno in totale {points}, ma in {contract} il totale è sempre {total}.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; trumps {suit}</source>
        <translation>{contract}, dichiarato da {name}; atout {suit}</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; starting with the {ranks}</source>
        <translation>{contract}, dichiarato da {name}; si parte da: {ranks}</translation>
    </message>
    <message>
        <source>Doubles of {seat} still owed: {tally}.</source>
        <translation>Contro a {seat} ancora dovuti: {tally}.</translation>
    </message>
    <message>
        <source>Every compulsory double of {seat} has been made.</source>
        <translation>Tutti i contro obbligatori a {seat} sono stati fatti.</translation>
    </message>
    <message>
        <source>The contract declarer chose: one she has not yet played in her seven.</source>
        <translation>Il contratto scelto dal dichiarante: uno che non ha ancora giocato nella sua serie.</translation>
    </message>
    <message>
        <source>Trumps only: the suit declarer named.</source>
        <translation>Solo Atout: il seme scelto dal dichiarante.</translation>
    </message>
    <message>
        <source>Dominoes only: the rank declarer named before the doubling.</source>
        <translation>Solo Domino: il valore scelto dal dichiarante prima dei contro.</translation>
    </message>
    <message>
        <source>Whom each player doubled. Declarer may only redouble those who doubled her; in Trumps and Dominoes the others may double declarer only.</source>
        <translation>Chi ha contrato ogni giocatore. Il dichiarante può surcontrare solo chi lo ha contrato; in Atout e Domino gli altri possono contrare solo il dichiarante.</translation>
    </message>
    <message>
        <source>What each player scored in the play, before the doubles.</source>
        <translation>I punti fatti da ogni giocatore durante il gioco, prima dei contro.</translation>
    </message>
    <message>
        <source>{contract} is not a contract of this session.</source>
        <translation>{contract} non è un contratto di questa sessione.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s raw score.</source>
        <translation>Inserisci i punti base di {seat}.</translation>
    </message>
    <message>
        <source>In Dominoes the raw scores are {places} for the first to the last player out, one each.</source>
        <translation>Nel Domino i punti base sono {places}, dal primo all&apos;ultimo a chiudere, uno a testa.</translation>
    </message>
    <message>
        <source>In Ravage City {ravage} goes to the player with the most cards of one suit, or is shared equally by those tied for it.</source>
        <translation>In Ravage City {ravage} va al giocatore con più carte di un solo seme, o si divide in parti uguali tra i giocatori a pari merito.</translation>
    </message>
    <message>
        <source>{seat}&apos;s doubles name someone who is not at this table.</source>
        <translation>I contro di {seat} indicano qualcuno che non è a questo tavolo.</translation>
    </message>
    <message>
        <source>{seat} must double declarer: this is the last hand of the seven and a compulsory double is still owed.</source>
        <translation>{seat} deve contrare il dichiarante: è l&apos;ultima mano della serie e un contro obbligatorio è ancora dovuto.</translation>
    </message>
    <message>
        <source>{seat} must double declarer: {owed} compulsory doubles are still owed and only {left} hands are left in this seven.</source>
        <translation>{seat} deve contrare il dichiarante: restano dovuti {owed} contro obbligatori e solo {left} mani in questa serie.</translation>
    </message>
    <message>
        <source>{seat} must double declarer on the next hand.</source>
        <translation>{seat} deve contrare il dichiarante nella prossima mano.</translation>
    </message>
    <message>
        <source>{seat} has already played {contract} in this seven.</source>
        <translation>{seat} ha già giocato {contract} in questa serie.</translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
        <translation>I punti base {points} di {seat} non sono possibili in Ravage City: il maggior numero di carte di un seme vale {ravage}, diviso tra i giocatori a pari merito.</translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in {contract}: {rule}.</source>
        <translation>I punti base {points} di {seat} non sono possibili in {contract}: {rule}.</translation>
    </message>
    <message>
        <source>Nobody may double their own score, as {seat} did.</source>
        <translation>Nessuno può contrare se stesso, e {seat} lo ha fatto.</translation>
    </message>
    <message>
        <source>{seat} is declarer, and declarer may only redouble players who doubled declarer.</source>
        <translation>{seat} è il dichiarante, e il dichiarante può surcontrare solo chi lo ha contrato.</translation>
    </message>
    <message>
        <source>In {contract} the others may only double declarer: {seat} doubled another player.</source>
        <translation>In {contract} gli altri possono contrare solo il dichiarante: {seat} ha contrato un altro giocatore.</translation>
    </message>
    <message>
        <source>With declarer-only doubles, {seat} may only double declarer.</source>
        <translation>Con i contro solo al dichiarante, {seat} può contrare solo il dichiarante.</translation>
    </message>
    <message>
        <source>Two cards left: say &quot;Last card!&quot; before playing.</source>
        <translation>Ti restano due carte: di&apos; «Ultima carta!» prima di giocare.</translation>
    </message>
    <message>
        <source>Nothing fits: draw a card.</source>
        <translation>Nessuna carta giocabile: pesca una carta.</translation>
    </message>
    <message>
        <source>Play the {card} and name your longest suit, {suit}.</source>
        <translation>Gioca {card} e scegli il tuo seme più lungo, {suit}.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Gioca {card}.</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Crazy Eights</translation>
    </message>
    <message>
        <source>Get rid of your cards by matching the rank or suit of the discard; eights are wild and name the next suit.</source>
        <translation>Liberati delle tue carte giocando sulla carta scoperta una dello stesso valore o dello stesso seme; gli otto fanno da matta e scelgono il seme successivo.</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>il valore del pesca due ({rank}) è già quello del cambia seme; dai a ogni carta speciale un valore diverso</translation>
    </message>
    <message>
        <source>off</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Mazzi</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Carte distribuite</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Draw limit</source>
        <translation>Limite di pesca</translation>
    </message>
    <message>
        <source>Play the drawn card</source>
        <translation>Gioca la carta pescata</translation>
    </message>
    <message>
        <source>Must play if able</source>
        <translation>Obbligo di giocare</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Ultima carta</translation>
    </message>
    <message>
        <source>Last card penalty</source>
        <translation>Penalità ultima carta</translation>
    </message>
    <message>
        <source>Changing suit</source>
        <translation>Cambio di seme</translation>
    </message>
    <message>
        <source>Suit changer</source>
        <translation>Cambia seme</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Salta turno</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Inverti giro</translation>
    </message>
    <message>
        <source>Draw two</source>
        <translation>Pesca due</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Partita a</translation>
    </message>
    <message>
        <source>Crazy Eights with action cards</source>
        <translation>Crazy Eights con carte azione</translation>
    </message>
    <message>
        <source>Queens skip the next player, aces reverse the direction, twos make the next player draw two, and you must say &quot;Last card!&quot;.</source>
        <translation>Le donne fanno saltare il turno al giocatore successivo, gli assi invertono il giro, i due fanno pescare due carte al successivo e bisogna dire «Ultima carta!».</translation>
    </message>
    <message>
        <source>Crazy Eights, draw until you can play</source>
        <translation>Crazy Eights, pesca finché puoi giocare</translation>
    </message>
    <message>
        <source>You must play if you can; if you cannot, you keep drawing until you can.</source>
        <translation>Se puoi giocare devi farlo; se non puoi, continui a pescare finché puoi.</translation>
    </message>
    <message>
        <source>Crazy Eights, Szu Kay Wong&apos;s eights</source>
        <translation>Crazy Eights, otto di Szu Kay Wong</translation>
    </message>
    <message>
        <source>An eight may be played at any time but names a new suit only when it matches; you may draw up to three cards in a turn.</source>
        <translation>Un otto si può giocare in qualsiasi momento, ma sceglie un nuovo seme solo se corrisponde; puoi pescare fino a tre carte per turno.</translation>
    </message>
    <message>
        <source>{move} is not a move of Crazy Eights: play a card, draw, or pass.</source>
        <translation>La mossa {move} non esiste in Crazy Eights: gioca una carta, pesca o passa.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank}, or any {wild}.</source>
        <translation>Gioca una carta di {suit}, qualsiasi {rank} o qualsiasi {wild}.</translation>
    </message>
    <message>
        <source>The {card} does not match the {top}, so it names no suit: play it without one.</source>
        <translation>Giocando {card} su {top} non puoi scegliere un seme: giocala senza sceglierlo.</translation>
    </message>
    <message>
        <source>You can play, so you may not draw.</source>
        <translation>Puoi giocare, quindi non puoi pescare.</translation>
    </message>
    <message>
        <source>Play a card or draw one; you may pass only when you can do neither.</source>
        <translation>Gioca una carta o pescane una; puoi passare solo se non puoi fare né l&apos;una né l&apos;altra cosa.</translation>
    </message>
    <message>
        <source>You have no card to play, so you will not be down to one.</source>
        <translation>Non hai carte da giocare, quindi non resterai con una sola carta.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}, or draw a card.</source>
        <translation>Gioca una carta di {suit}, qualsiasi {rank} o qualsiasi {wild}, oppure pesca una carta.</translation>
    </message>
    <message>
        <source>the skip rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>il valore del salta turno ({rank}) è già quello del cambia seme; dai a ogni carta speciale un valore diverso</translation>
    </message>
    <message>
        <source>the reverse rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>il valore dell&apos;inverti giro ({rank}) è già quello del cambia seme; dai a ogni carta speciale un valore diverso</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>il valore del pesca due ({rank}) è già quello del salta turno; dai a ogni carta speciale un valore diverso</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the reverse card; give each special card its own rank</source>
        <translation>il valore del pesca due ({rank}) è già quello dell&apos;inverti giro; dai a ogni carta speciale un valore diverso</translation>
    </message>
    <message>
        <source>A standard 52-card pack, &quot;or two such packs shuffled together if there are a lot of players&quot;. Automatic: two packs for more than five players.</source>
        <translation>Un mazzo standard da 52 carte, «o due mazzi mescolati insieme se i giocatori sono molti». Automatico: due mazzi con più di cinque giocatori.</translation>
    </message>
    <message>
        <source>The dealer deals five cards to each player, seven each if there are only two players (0 = this standard). &quot;There are variations in the number of cards dealt.&quot;</source>
        <translation>Il mazziere dà cinque carte a ogni giocatore, sette a testa se i giocatori sono solo due (0 = questo standard). «Il numero di carte distribuite varia.»</translation>
    </message>
    <message>
        <source>One card: &quot;you may always use your turn to draw a card&quot; and the turn is over. Until playable: &quot;Others require you to continue drawing until you can play.&quot; Up to a limit: &quot;up to a fixed number of cards, after which if you still cannot (or will not) play the turn passes&quot;.</source>
        <translation>Una carta: «puoi sempre usare il tuo turno per pescare una carta» e il turno finisce. Finché puoi giocare: «Altri ti obbligano a continuare a pescare finché puoi giocare.» Fino a un limite: «fino a un numero fisso di carte, dopo di che, se ancora non puoi (o non vuoi) giocare, il turno passa».</translation>
    </message>
    <message>
        <source>With drawing up to a limit: the most cards drawn in one turn.</source>
        <translation>Con la pesca fino a un limite: il numero massimo di carte pescate in un turno.</translation>
    </message>
    <message>
        <source>&quot;Some allow the drawn card to be played immediately if it is a legal play.&quot; (With the other drawing rules a drawn card may always be played.)</source>
        <translation>«Alcuni permettono di giocare subito la carta pescata, se è una giocata valida.» (Con le altre regole di pesca una carta pescata si può sempre giocare.)</translation>
    </message>
    <message>
        <source>&quot;Some people play that you may only draw if you are unable to play - if you can play you must.&quot;</source>
        <translation>«Alcuni giocano che si può pescare solo se non si può giocare: se puoi giocare, devi farlo.»</translation>
    </message>
    <message>
        <source>&quot;You must alert the other players when you have just one card left. If you fail to do so you must draw cards (usually two) from the stock as a penalty.&quot; Say &quot;Last card!&quot; before playing your second-last card.</source>
        <translation>«Devi avvisare gli altri giocatori quando ti resta una sola carta. Se non lo fai, devi pescare per penalità delle carte (di solito due) dal mazzo.» Di&apos; «Ultima carta!» prima di giocare la penultima carta.</translation>
    </message>
    <message>
        <source>Cards drawn by a player who goes down to one card without saying &quot;Last card!&quot;.</source>
        <translation>Carte pescate da chi resta con una sola carta senza dire «Ultima carta!».</translation>
    </message>
    <message>
        <source>Any time: &quot;an eight can be played at any time and the player can nominate any suit&quot;. Matching: &quot;you can only play an eight that matches (either the same suit or another eight)&quot;. No naming: &quot;you can play an eight at any time but cannot nominate another suit&quot;. Szu Kay Wong&apos;s rule: any time, &quot;but can only nominate a different suit if the eight matches the rank or suit of the previous card&quot;.</source>
        <translation>Sempre: «un otto si può giocare in qualsiasi momento e il giocatore può scegliere qualsiasi seme». Solo se corrisponde: «puoi giocare solo un otto che corrisponde (dello stesso seme o su un altro otto)». Senza scelta: «puoi giocare un otto in qualsiasi momento, ma non puoi scegliere un altro seme». Regola di Szu Kay Wong: in qualsiasi momento, «ma puoi scegliere un seme diverso solo se l&apos;otto corrisponde al valore o al seme della carta precedente».</translation>
    </message>
    <message>
        <source>&quot;Some players use jacks or aces rather than eights as the cards which have the power to change suit.&quot; The suit changer scores 50.</source>
        <translation>«Alcuni giocatori usano i fanti o gli assi al posto degli otto come carte che cambiano il seme.» Il cambia seme vale 50 punti.</translation>
    </message>
    <message>
        <source>&quot;When a queen (or some other designated rank) is played, the next player in rotation misses a turn.&quot;</source>
        <translation>«Quando si gioca una donna (o un altro valore stabilito), il giocatore successivo salta il turno.»</translation>
    </message>
    <message>
        <source>&quot;When an ace (or some other designated rank) is played, the direction of play reverses.&quot; With two players it acts as a skip: you play again.</source>
        <translation>«Quando si gioca un asso (o un altro valore stabilito), il senso di gioco si inverte.» In due funziona come un salta turno: giochi di nuovo.</translation>
    </message>
    <message>
        <source>&quot;When a two is played the next player must either draw two cards or play another two&quot;; consecutive twos add up, two cards for each.</source>
        <translation>«Quando si gioca un due, il giocatore successivo deve pescare due carte o giocare un altro due»; i due consecutivi si sommano, due carte per ciascuno.</translation>
    </message>
    <message>
        <source>The match ends when a player&apos;s penalty points reach this total; the lowest total wins.</source>
        <translation>La partita finisce quando i punti di penalità di un giocatore raggiungono questo totale; vince chi ha il totale più basso.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Non hai in mano questa carta: {card}.</translation>
    </message>
    <message>
        <source>The {card} names no suit: play it without one.</source>
        <translation>Con {card} non si sceglie un seme: giocala senza sceglierlo.</translation>
    </message>
    <message>
        <source>Play one of the {suit} (named with the {top}), or any {wild}.</source>
        <translation>Gioca una carta di {suit} (scelto con {top}) o qualsiasi {wild}.</translation>
    </message>
    <message>
        <source>You may play the {card} only on one of the {suit} or on another {wild}.</source>
        <translation>Puoi giocare {card} solo su una carta di {suit} o su un altro {wild}.</translation>
    </message>
    <message>
        <source>Name a suit: C, D, H or S.</source>
        <translation>Scegli un seme: C, D, H o S.</translation>
    </message>
    <message>
        <source>The {card} names no suit in this game: play it without one.</source>
        <translation>In questo gioco con {card} non si sceglie un seme: giocala senza sceglierlo.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>Non ci sono più carte da pescare.</translation>
    </message>
    <message>
        <source>You can play, so you must.</source>
        <translation>Puoi giocare, quindi devi farlo.</translation>
    </message>
    <message>
        <source>Nobody says &quot;Last card!&quot; in this game.</source>
        <translation>In questo gioco nessuno dice «Ultima carta!».</translation>
    </message>
    <message>
        <source>You have already said &quot;Last card!&quot;.</source>
        <translation>Hai già detto «Ultima carta!».</translation>
    </message>
    <message>
        <source>Say &quot;Last card!&quot; when you hold two cards and are about to play one.</source>
        <translation>Di&apos; «Ultima carta!» quando hai due carte e stai per giocarne una.</translation>
    </message>
    <message>
        <source>Nobody can play or draw: the hand is blocked.</source>
        <translation>Nessuno può giocare o pescare: la mano è bloccata.</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>In attesa di {seat}.</translation>
    </message>
    <message>
        <source>Play the card you drew.</source>
        <translation>Gioca la carta pescata.</translation>
    </message>
    <message>
        <source>You can neither play nor draw: pass.</source>
        <translation>Non puoi né giocare né pescare: passa.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.</source>
        <translation>Gioca una carta di {suit}, qualsiasi {rank} o qualsiasi {wild}: puoi giocare, quindi devi farlo.</translation>
    </message>
    <message>
        <source>the reverse rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>il valore dell&apos;inverti giro ({rank}) è già quello del salta turno; dai a ogni carta speciale un valore diverso</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatico</translation>
    </message>
    <message>
        <source>One pack</source>
        <translation>Un mazzo</translation>
    </message>
    <message>
        <source>Two packs</source>
        <translation>Due mazzi</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>Until you can play</source>
        <translation>Finché puoi giocare</translation>
    </message>
    <message>
        <source>Up to a limit</source>
        <translation>Fino a un limite</translation>
    </message>
    <message>
        <source>Any time, name a suit</source>
        <translation>Sempre, scegli il seme</translation>
    </message>
    <message>
        <source>Only when matching</source>
        <translation>Solo se corrisponde</translation>
    </message>
    <message>
        <source>Any time, no naming</source>
        <translation>Sempre, senza scelta</translation>
    </message>
    <message>
        <source>Name a suit only when matching</source>
        <translation>Seme solo se corrisponde</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Otto</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Fanti</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Assi</translation>
    </message>
    <message>
        <source>After drawing you may only play a card you drew this turn.</source>
        <translation>Dopo aver pescato puoi giocare solo una carta pescata in questo turno.</translation>
    </message>
    <message>
        <source>A drawn card may not be played at once.</source>
        <translation>Una carta pescata non si può giocare subito.</translation>
    </message>
    <message>
        <source>You must name a suit with the {wild}.</source>
        <translation>Giocando un {wild} devi scegliere un seme.</translation>
    </message>
    <message>
        <source>You have already drawn your card this turn.</source>
        <translation>Hai già pescato la tua carta in questo turno.</translation>
    </message>
    <message>
        <source>You drew a card you can play: play it or pass.</source>
        <translation>Hai pescato una carta giocabile: giocala o passa.</translation>
    </message>
    <message>
        <source>Keep drawing until you can play.</source>
        <translation>Continua a pescare finché puoi giocare.</translation>
    </message>
    <message>
        <source>Suit to play: {suit}</source>
        <translation>Seme da giocare: {suit}</translation>
    </message>
    <message>
        <source>Penalty waiting: draw {count}</source>
        <translation>Penalità in sospeso: pesca {count}</translation>
    </message>
    <message>
        <source>Play goes anticlockwise</source>
        <translation>Si gioca in senso antiorario</translation>
    </message>
    <message>
        <source>{seat} went out.</source>
        <translation>{seat} ha chiuso.</translation>
    </message>
    <message>
        <source>Play a card you drew, draw again, or pass.</source>
        <translation>Gioca una carta pescata, pesca ancora o passa.</translation>
    </message>
    <message>
        <source>Play the card you drew, or pass.</source>
        <translation>Gioca la carta pescata o passa.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila degli scarti</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>What a player still holding cards scores.</source>
        <translation>Quanto prende un giocatore che ha ancora carte in mano.</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Ha chiuso</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Punti di penalità</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Carte rimaste</translation>
    </message>
    <message>
        <source>The player who went out is not at this table.</source>
        <translation>Il giocatore che ha chiuso non è a questo tavolo.</translation>
    </message>
    <message>
        <source>The cards&apos; values (eights 50, pictures 10)</source>
        <translation>Il valore delle carte (otto 50, figure 10)</translation>
    </message>
    <message>
        <source>One point per card</source>
        <translation>Un punto per carta</translation>
    </message>
    <message>
        <source>The player who got rid of all their cards (none: the hand was blocked).</source>
        <translation>Il giocatore che si è liberato di tutte le carte (nessuno: la mano si è bloccata).</translation>
    </message>
    <message>
        <source>The values of the cards still held: 50 for an eight, 10 for a picture, the number for the others (ace 1).</source>
        <translation>Il valore delle carte rimaste in mano: 50 per un otto, 10 per una figura, il numero per le altre (asso 1).</translation>
    </message>
    <message>
        <source>How many cards each player still held.</source>
        <translation>Quante carte aveva ancora in mano ogni giocatore.</translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds at least one card.</source>
        <translation>{seat} non ha chiuso, quindi ha ancora almeno una carta.</translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards and scores nothing.</source>
        <translation>{seat} ha chiuso, quindi non ha carte e non prende punti.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still holds.</source>
        <translation>Inserisci quante carte ha ancora {seat}.</translation>
    </message>
    <message>
        <source>Enter the penalty points of {seat}.</source>
        <translation>Inserisci i punti di penalità di {seat}.</translation>
    </message>
    <message>
        <source>there is no computer level &apos;{level}&apos; (levels: {levels})</source>
        <translation>non esiste un livello computer &apos;{level}&apos; (livelli: {levels})</translation>
    </message>
    <message numerus="yes">
        <source>Best of {n} moves over {deals} imagined deals ({share} of the search).</source>
        <extracomment>English singular: The only move, over {deals} imagined deals ({share} of the search).</extracomment>
        <translation>
            <numerusform>L&apos;unica mossa, su {deals} smazzate immaginate ({share} della ricerca).</numerusform>
            <numerusform>La migliore di {n} mosse su {deals} smazzate immaginate ({share} della ricerca).</numerusform>
        </translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a time scale between {low} and {high}</source>
        <translation>il livello &apos;{level}&apos; richiede un fattore di tempo tra {low} e {high}</translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a number of iterations between {low} and {high}</source>
        <translation>il livello &apos;{level}&apos; richiede un numero di iterazioni tra {low} e {high}</translation>
    </message>
    <message>
        <source>{game} is for {count} players, not {players}</source>
        <translation>{game} si gioca in {count} giocatori, non in {players}</translation>
    </message>
    <message numerus="yes">
        <source>You must double declarer now: you still owe {n} compulsory doubles (hands left in declarer&apos;s seven: {left}).</source>
        <extracomment>English singular: You must double declarer now: you still owe {n} compulsory double (hands left in declarer&apos;s seven: {left}).</extracomment>
        <translation>
            <numerusform>Ora devi contrare il dichiarante: devi ancora {n} contro obbligatorio (mani rimaste nella serie del dichiarante: {left}).</numerusform>
            <numerusform>Ora devi contrare il dichiarante: devi ancora {n} contro obbligatori (mani rimaste nella serie del dichiarante: {left}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The doubles of this hand cannot be read: enter them again.</source>
        <translation>I contro di questa mano non si possono leggere: inseriscili di nuovo.</translation>
    </message>
    <message numerus="yes">
        <source>You must draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: You must draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Devi pescare {n} carta o giocare un altro {rank}.</numerusform>
            <numerusform>Devi pescare {n} carte o giocare un altro {rank}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} cards</source>
        <extracomment>English singular: Stock: {n} card</extracomment>
        <translation>
            <numerusform>Mazzo: {n} carta</numerusform>
            <numerusform>Mazzo: {n} carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: Draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Pesca {n} carta o gioca un altro {rank}.</numerusform>
            <numerusform>Pesca {n} carte o gioca un altro {rank}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may draw at most {n} cards in a turn.</source>
        <extracomment>English singular: You may draw at most {n} card in a turn.</extracomment>
        <translation>
            <numerusform>Puoi pescare al massimo {n} carta per turno.</numerusform>
            <numerusform>Puoi pescare al massimo {n} carte per turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} hands of {size} cards do not fit in {n} packs; deal fewer cards</source>
        <extracomment>English singular: {players} hands of {size} cards do not fit in {n} pack; deal fewer cards or use two packs</extracomment>
        <translation>
            <numerusform>{players} mani da {size} carte non entrano in {n} mazzo; distribuisci meno carte o usa due mazzi</numerusform>
            <numerusform>{players} mani da {size} carte non entrano in {n} mazzi; distribuisci meno carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the penalty points of {seat} as a whole number.</source>
        <translation>Inserisci i punti di penalità di {seat} come numero intero.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still holds as a whole number.</source>
        <translation>Inserisci come numero intero quante carte ha ancora {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s penalty of {points} cannot come from {n} cards: each card counts 1 to 50.</source>
        <extracomment>English singular: {seat}&apos;s penalty of {points} cannot come from {n} card: each card counts 1 to 50.</extracomment>
        <translation>
            <numerusform>Una penalità di {points} per {seat} non può venire da {n} carta: ogni carta vale da 1 a 50.</numerusform>
            <numerusform>Una penalità di {points} per {seat} non può venire da {n} carte: ogni carta vale da 1 a 50.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
        <translation>{seat} non ha chiuso, quindi ha ancora una carta: almeno 1 punto di penalità.</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ha chiuso</translation>
    </message>
    <message>
        <source>No card fits under 31 (count is {count}).</source>
        <translation>Nessuna carta resta entro il 31 (conteggio {count}).</translation>
    </message>
    <message>
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best {others}.</source>
        <translation>Tiene {keep}: {value} punti attesi, crib {crib}; poi {others}.</translation>
    </message>
    <message>
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best none.</source>
        <translation>Tiene {keep}: {value} punti attesi, crib {crib}; nessun&apos;altra scelta.</translation>
    </message>
    <message>
        <source>The {card} risks about {risk} points in reply.</source>
        <translation>Con {card} rischi circa {risk} punti in risposta.</translation>
    </message>
    <message>
        <source>Pegs {points} with the {card}.</source>
        <translation>Segna {points} con {card}.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Keep a hand, give two cards to the crib, peg fifteens, pairs and runs in play, then count your hand with the starter. First to 121 wins.</source>
        <translation>Tieni una mano, dai due carte al crib, segna quindici, coppie e scale durante il gioco, poi conta la tua mano con la carta girata. Vince chi arriva primo a 121.</translation>
    </message>
    <message>
        <source>{move} is not a move of Cribbage.</source>
        <translation>La mossa {move} non esiste nel Cribbage.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to {other}&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to {other}&apos;s crib.</extracomment>
        <translation>
            <numerusform>Scarta {n} carta nel crib di {other}.</numerusform>
            <numerusform>Scarta {n} carte nel crib di {other}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a card (count is {count}).</source>
        <translation>Gioca una carta (conteggio {count}).</translation>
    </message>
    <message>
        <source>The crib is full: play a card or say go.</source>
        <translation>Il crib è completo: gioca una carta o di&apos; go.</translation>
    </message>
    <message>
        <source>You can play, so you cannot say go.</source>
        <translation>Puoi giocare, quindi non puoi dire go.</translation>
    </message>
    <message>
        <source>That would take the count past 31 (count is {count}).</source>
        <translation>Così il conteggio supererebbe 31 (conteggio {count}).</translation>
    </message>
    <message>
        <source>Crib: {seat}</source>
        <translation>Crib: {seat}</translation>
    </message>
    <message>
        <source>You cannot play without passing 31 (count is {count}): say go.</source>
        <translation>Non puoi giocare senza superare 31 (conteggio {count}): di&apos; go.</translation>
    </message>
    <message>
        <source>Box for the non-dealer</source>
        <translation>Box al non mazziere</translation>
    </message>
    <message>
        <source>Cribbage, box for the non-dealer</source>
        <translation>Cribbage, box al non mazziere</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Scarta una carta alla volta.</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>crib</translation>
    </message>
    <message>
        <source>starter</source>
        <translation>carta girata</translation>
    </message>
    <message>
        <source>Count: {count}</source>
        <translation>Conteggio: {count}</translation>
    </message>
    <message>
        <source>one for the go</source>
        <translation>uno per il go</translation>
    </message>
    <message>
        <source>one for the last card</source>
        <translation>uno per l&apos;ultima carta</translation>
    </message>
    <message>
        <source>two for his heels</source>
        <translation>due per il fante girato</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your side&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your side&apos;s crib.</extracomment>
        <translation>
            <numerusform>Scarta {n} carta nel crib della tua squadra.</numerusform>
            <numerusform>Scarta {n} carte nel crib della tua squadra.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} reached {target}: the game is over.</source>
        <translation>{seat} ha raggiunto {target}: la partita è finita.</translation>
    </message>
    <message>
        <source>{seat} to discard.</source>
        <translation>Tocca a {seat} scartare.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the non-dealer, and the dealer pegs first and counts first; after a go the player who first said go leads.</source>
        <translation>Il crib (box) conta per chi non fa le carte, e il mazziere gioca e conta per primo; dopo un go esce per primo chi ha detto go per primo.</translation>
    </message>
    <message>
        <source>The score that ends the game at once (121 is standard; 61 for a short game).</source>
        <translation>Il punteggio che chiude subito la partita (121 è lo standard; 61 per una partita breve).</translation>
    </message>
    <message>
        <source>Crib ({seat}): {count}.</source>
        <translation>Crib ({seat}): {count}.</translation>
    </message>
    <message>
        <source>Hand ({seat}): {count}.</source>
        <translation>Mano ({seat}): {count}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>undici</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>dodici</translation>
    </message>
    <message>
        <source>thirteen</source>
        <translation>tredici</translation>
    </message>
    <message>
        <source>fourteen</source>
        <translation>quattordici</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>quindici</translation>
    </message>
    <message>
        <source>sixteen</source>
        <translation>sedici</translation>
    </message>
    <message>
        <source>seventeen</source>
        <translation>diciassette</translation>
    </message>
    <message>
        <source>eighteen</source>
        <translation>diciotto</translation>
    </message>
    <message>
        <source>nineteen</source>
        <translation>diciannove</translation>
    </message>
    <message>
        <source>twenty</source>
        <translation>venti</translation>
    </message>
    <message>
        <source>twenty-one</source>
        <translation>ventuno</translation>
    </message>
    <message>
        <source>twenty-two</source>
        <translation>ventidue</translation>
    </message>
    <message>
        <source>twenty-three</source>
        <translation>ventitré</translation>
    </message>
    <message>
        <source>twenty-four</source>
        <translation>ventiquattro</translation>
    </message>
    <message>
        <source>twenty-five</source>
        <translation>venticinque</translation>
    </message>
    <message>
        <source>twenty-six</source>
        <translation>ventisei</translation>
    </message>
    <message>
        <source>twenty-seven</source>
        <translation>ventisette</translation>
    </message>
    <message>
        <source>twenty-eight</source>
        <translation>ventotto</translation>
    </message>
    <message>
        <source>twenty-nine</source>
        <translation>ventinove</translation>
    </message>
    <message>
        <source>a pair is {total}</source>
        <translation>una coppia fa {total}</translation>
    </message>
    <message>
        <source>three of a kind is {total}</source>
        <translation>un tris fa {total}</translation>
    </message>
    <message>
        <source>four of a kind is {total}</source>
        <translation>un poker fa {total}</translation>
    </message>
    <message>
        <source>{count}</source>
        <translation>{count}</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>una coppia</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un tris</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un poker</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{said} for {total}</source>
        <translation>{said}: {total}</translation>
    </message>
    <message>
        <source>nineteen: nothing</source>
        <translation>diciannove: niente</translation>
    </message>
    <message>
        <source>fifteen {total}</source>
        <translation>quindici {total}</translation>
    </message>
    <message>
        <source>a run of {size} is {total}</source>
        <translation>una scala di {size} fa {total}</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>trentuno</translation>
    </message>
    <message>
        <source>{count} pairs is {total}</source>
        <translation>{count} coppie fanno {total}</translation>
    </message>
    <message>
        <source>a flush of {size} is {total}</source>
        <translation>un colore di {size} fa {total}</translation>
    </message>
    <message>
        <source>one for his nob is {total}</source>
        <translation>uno per il fante fa {total}</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>una scala di {size}</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primo mazziere</translation>
    </message>
    <message>
        <source>Two partnerships</source>
        <translation>Due coppie</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Pegged</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>{seat} deals next.</source>
        <translation>Prossimo mazziere: {seat}.</translation>
    </message>
    <message>
        <source>{seat} pegs first and counts first.</source>
        <translation>Il primo a giocare e a contare è {seat}.</translation>
    </message>
    <message>
        <source>Who dealt the first hand (0 = the first column). With partnerships a seat 0 to 3: seats 0 and 2 are the first side.</source>
        <translation>Chi ha dato le carte nella prima mano (0 = la prima colonna). A coppie, un posto da 0 a 3: i posti 0 e 2 sono la prima coppia.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the player on the dealer&apos;s left, and the dealer pegs first and counts first.</source>
        <translation>Il crib (box) conta per il giocatore alla sinistra del mazziere, e il mazziere gioca e conta per primo.</translation>
    </message>
    <message>
        <source>Four players, partners opposite: each column is a side, and its hand score is both partners&apos; shows together.</source>
        <translation>Quattro giocatori, compagni di fronte: ogni colonna è una coppia, e il suo punteggio della mano somma le mani di entrambi i compagni.</translation>
    </message>
    <message>
        <source>a Cribbage sheet of partnerships has two columns, one per side</source>
        <translation>un segnapunti di Cribbage a coppie ha due colonne, una per coppia</translation>
    </message>
    <message>
        <source>His heels</source>
        <translation>Fante girato</translation>
    </message>
    <message>
        <source>Pegs after the deal</source>
        <translation>Pioli dopo la smazzata</translation>
    </message>
    <message>
        <source>His heels is yes or no: tick it or leave it empty.</source>
        <translation>Il fante girato è sì o no: spuntalo o lascialo vuoto.</translation>
    </message>
    <message>
        <source>Only one side can reach {target}: the game stops at once when someone does.</source>
        <translation>Solo una parte può raggiungere {target}: la partita finisce appena qualcuno ci arriva.</translation>
    </message>
    <message>
        <source>Points pegged in play: fifteens, pairs, runs, 31, go and last card.</source>
        <translation>Punti segnati durante il gioco: quindici, coppie, scale, 31, go e ultima carta.</translation>
    </message>
    <message>
        <source>The starter was a jack: 2 to the dealer.</source>
        <translation>La carta girata era un fante: 2 al mazziere.</translation>
    </message>
    <message>
        <source>The show: the hand counted with the starter (0 to 29, never 19, 25, 26 or 27).</source>
        <translation>La conta: la mano contata con la carta girata (da 0 a 29, mai 19, 25, 26 o 27).</translation>
    </message>
    <message>
        <source>The crib, counted for its owner only.</source>
        <translation>Il crib, contato solo per il suo proprietario.</translation>
    </message>
    <message>
        <source>Instead of the scores: where each front peg stands after this deal.</source>
        <translation>Al posto dei punteggi: dove si trova ogni piolo di testa dopo questa smazzata.</translation>
    </message>
    <message>
        <source>Enter where {seat}&apos;s front peg stands, or no pegs at all.</source>
        <translation>Inserisci la posizione del piolo di testa di {seat}, o nessun piolo.</translation>
    </message>
    <message>
        <source>Enter what {seat} pegged (0 or more).</source>
        <translation>Inserisci i punti fatti da {seat} durante il gioco (0 o più).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s hand score.</source>
        <translation>Inserisci i punti della mano di {seat}.</translation>
    </message>
    <message>
        <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
        <translation>{seat} ha raggiunto {target} e la partita finisce subito: quanto contato dopo non vale.</translation>
    </message>
    <message>
        <source>{seat}&apos;s front peg cannot go back from {before} to {points}.</source>
        <translation>Il piolo di testa di {seat} non può tornare indietro da {before} a {points}.</translation>
    </message>
    <message>
        <source>dealt this hand</source>
        <translation>ha dato le carte in questa mano</translation>
    </message>
    <message>
        <source>{seat} is double skunked (under 61): the win counts triple.</source>
        <translation>{seat} subisce il doppio cappotto (sotto 61): la vittoria vale il triplo.</translation>
    </message>
    <message>
        <source>Enter the crib&apos;s score for {seat}.</source>
        <translation>Inserisci i punti del crib per {seat}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s peg cannot pass the end of the board at {target}.</source>
        <translation>Il piolo di {seat} non può superare la fine della tavoletta a {target}.</translation>
    </message>
    <message>
        <source>{seat} is skunked (under 91): the win counts double.</source>
        <translation>{seat} subisce il cappotto (sotto 91): la vittoria vale doppio.</translation>
    </message>
    <message>
        <source>{seat}&apos;s two hands cannot count {points}: each counts 0 to 29.</source>
        <translation>Le due mani di {seat} non possono valere {points}: ciascuna vale da 0 a 29.</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>La mano di {seat} non può valere {points}: una mano vale da 0 a 29, e mai 19, 25, 26 o 27.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the player on the dealer&apos;s left.</source>
        <translation>{seat} non ha il crib in questa smazzata: il crib è del giocatore alla sinistra del mazziere.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the dealer.</source>
        <translation>{seat} non ha il crib in questa smazzata: il crib è del mazziere.</translation>
    </message>
    <message>
        <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>Il crib non può valere {points}: vale da 0 a 29, e mai 19, 25, 26 o 27.</translation>
    </message>
    <message>
        <source>{seat}&apos;s scores add up to {points}, but the front peg moved {moved}.</source>
        <translation>I punti di {seat} danno in totale {points}, ma il piolo di testa si è mosso di {moved}.</translation>
    </message>
    <message>
        <source>the peg moved</source>
        <translation>movimento del piolo</translation>
    </message>
    <message>
        <source>including 2 for his heels</source>
        <translation>compresi 2 per il fante girato</translation>
    </message>
    <message>
        <source>the crib</source>
        <translation>il crib</translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation>Tavoletta del cribbage</translation>
    </message>
    <message>
        <source>Scoring calls</source>
        <translation>Annunci dei punti</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>{who}: {said} ({points})</source>
        <translation>{who}: {said} ({points})</translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take points.</source>
        <translation>Rispondi con {card}, cercando di non prendere punti.</translation>
    </message>
    <message>
        <source>Pass the {card}: it is likely to win tricks with points.</source>
        <translation>Passa {card}: probabilmente farebbe prese con punti.</translation>
    </message>
    <message>
        <source>Out of the suit: shed the {card}, a dangerous high card.</source>
        <translation>Non hai carte del seme: scarta {card}, una carta alta e pericolosa.</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>a sinistra</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>a destra</translation>
    </message>
    <message>
        <source>across</source>
        <translation>di fronte</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Pass three cards, then avoid taking hearts and the queen of spades.</source>
        <translation>Passa tre carte, poi evita di prendere cuori e la donna di picche.</translation>
    </message>
    <message>
        <source>In Hearts you pass or play one card at a time, not &apos;{move}&apos;.</source>
        <translation>In Hearts si passa o si gioca una carta alla volta, non &apos;{move}&apos;.</translation>
    </message>
    <message>
        <source>Every seat has already passed its three cards.</source>
        <translation>Tutti hanno già passato le loro tre carte.</translation>
    </message>
    <message>
        <source>No card is played until every seat has passed three cards.</source>
        <translation>Non si gioca nessuna carta finché tutti non hanno passato tre carte.</translation>
    </message>
    <message>
        <source>You have already chosen the {card} to pass.</source>
        <translation>Hai già scelto di passare {card}.</translation>
    </message>
    <message>
        <source>No hearts or queen of spades on the first trick unless you hold nothing else.</source>
        <translation>Niente cuori né donna di picche nella prima presa, a meno che tu non abbia altro.</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Fine partita a</translation>
    </message>
    <message>
        <source>{seat} shot the moon: 26 points to every other player.</source>
        <translation>{seat} ha fatto cappotto: 26 punti a tutti gli altri.</translation>
    </message>
    <message>
        <source>No cards are passed on this hand: it is a hold hand.</source>
        <translation>In questa mano non si passano carte: è una mano senza passaggio.</translation>
    </message>
    <message>
        <source>The two of clubs leads the first trick.</source>
        <translation>La prima presa si apre con il due di fiori.</translation>
    </message>
    <message>
        <source>Passing: {direction}</source>
        <translation>Passaggio: {direction}</translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation>Cuori aperti</translation>
    </message>
    <message>
        <source>Hearts not broken yet</source>
        <translation>Cuori non ancora aperti</translation>
    </message>
    <message>
        <source>Choose 3 cards to pass {direction}.</source>
        <translation>Scegli 3 carte da passare {direction}.</translation>
    </message>
    <message>
        <source>Lead the two of clubs.</source>
        <translation>Esci con il due di fiori.</translation>
    </message>
    <message>
        <source>Lead a card (hearts are not broken yet).</source>
        <translation>Esci con una carta (i cuori non sono ancora aperti).</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>Di solito Hearts si gioca a 100 punti. I giocatori possono però stabilire un altro punteggio di fine partita.</translation>
    </message>
    <message>
        <source>{seat} took the queen of spades.</source>
        <translation>{seat} ha preso la donna di picche.</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>passaggio</translation>
    </message>
    <message>
        <source>Next hand: pass {direction}.</source>
        <translation>Prossima mano: si passa {direction}.</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points; the lowest total then wins.</source>
        <translation>Di solito Hearts si gioca a 100 punti; vince poi chi ha il totale più basso.</translation>
    </message>
    <message>
        <source>Points taken</source>
        <translation>Punti presi</translation>
    </message>
    <message>
        <source>Shot the moon</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>Next hand: no passing.</source>
        <translation>Prossima mano: nessun passaggio.</translation>
    </message>
    <message>
        <source>A point for each heart taken, 13 for the queen of spades.</source>
        <translation>Un punto per ogni cuori preso, 13 per la donna di picche.</translation>
    </message>
    <message>
        <source>The player who took all 26 points: 0 to that player, 26 to every other.</source>
        <translation>Il giocatore che ha preso tutti i 26 punti: 0 a lui, 26 a tutti gli altri.</translation>
    </message>
    <message>
        <source>Enter the points {seat} took.</source>
        <translation>Inserisci i punti presi da {seat}.</translation>
    </message>
    <message>
        <source>The points taken add up to {total}, not 26: every hand holds 13 hearts at 1 point and the queen of spades at 13 (a moon shot changes the scores, not the points taken).</source>
        <translation>I punti presi danno in totale {total}, non 26: ogni mano contiene 13 cuori da 1 punto e la donna di picche da 13 (il cappotto cambia i punteggi, non i punti presi).</translation>
    </message>
    <message>
        <source>The player who shot the moon is not at this table.</source>
        <translation>Il giocatore che ha fatto cappotto non è a questo tavolo.</translation>
    </message>
    <message>
        <source>{seat} took {points} points: a player takes 0 to 26.</source>
        <translation>{seat} ha preso {points} punti: un giocatore ne prende da 0 a 26.</translation>
    </message>
    <message>
        <source>{seat} shot the moon, so took all 26 points, not {points}.</source>
        <translation>{seat} ha fatto cappotto, quindi ha preso tutti i 26 punti, non {points}.</translation>
    </message>
    <message>
        <source>shot the moon</source>
        <translation>ha fatto cappotto</translation>
    </message>
    <message>
        <source>26 for the moon</source>
        <translation>26 per il cappotto</translation>
    </message>
    <message>
        <source>Lead the {card}, the card least likely to win.</source>
        <translation>Esci con {card}, la carta con meno probabilità di vincere.</translation>
    </message>
    <message>
        <source>Bid made: play the {card}, the highest card that cannot win.</source>
        <translation>Dichiarazione realizzata: gioca {card}, la carta più alta che non può vincere.</translation>
    </message>
    <message>
        <source>Every card wins this trick: get rid of the {card}, the most dangerous.</source>
        <translation>Ogni carta vince questa presa: liberati di {card}, la più pericolosa.</translation>
    </message>
    <message>
        <source>Every card beats the trick so far: play the {card}, lowest, and hope it is overtaken.</source>
        <translation>Ogni carta supera la presa finora: gioca {card}, la più bassa, e spera che qualcuno giochi più alto.</translation>
    </message>
    <message>
        <source>The bid cannot be made now: take this trick from a player who needs it with the {card}.</source>
        <translation>Ormai la dichiarazione non si può realizzare: togli questa presa con {card} a un giocatore che ne ha bisogno.</translation>
    </message>
    <message>
        <source>The bid cannot be made now: leave this trick with the {card}.</source>
        <translation>Ormai la dichiarazione non si può realizzare: lascia questa presa giocando {card}.</translation>
    </message>
    <message>
        <source>Still need tricks: take this one with the {card}.</source>
        <translation>Servono ancora prese: fai questa con {card}.</translation>
    </message>
    <message>
        <source>Still need tricks: try for this one with the {card}.</source>
        <translation>Servono ancora prese: prova a fare questa con {card}.</translation>
    </message>
    <message>
        <source>This trick cannot be won: throw the {card}, the card least likely to win later.</source>
        <translation>Questa presa non si può vincere: scarta {card}, la carta con meno probabilità di vincere in seguito.</translation>
    </message>
    <message>
        <source>Play the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Gioca {card}: le prese che mancano dovrebbero venire dal resto della mano.</translation>
    </message>
    <message>
        <source>Still need tricks: lead the {card}, which should win.</source>
        <translation>Servono ancora prese: esci con {card}, che dovrebbe vincere.</translation>
    </message>
    <message>
        <source>Lead the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Esci con {card}: le prese che mancano dovrebbero venire dal resto della mano.</translation>
    </message>
    <message>
        <source>Bid {bid}: this hand should take about {expected} tricks.</source>
        <translation>Dichiara {bid}: questa mano dovrebbe fare circa {expected} prese.</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Oh Hell</translation>
    </message>
    <message>
        <source>Hands grow by a card each deal; bid the exact number of tricks you will take.</source>
        <translation>Le mani crescono di una carta a ogni smazzata; dichiara il numero esatto di prese che farai.</translation>
    </message>
    <message>
        <source>{seat} made a bid of {bid}: {points} points.</source>
        <translation>{seat} ha realizzato la dichiarazione di {bid}: {points} punti.</translation>
    </message>
    <message>
        <source>In Oh Hell you bid, then play one card at a time, not &apos;{move}&apos;.</source>
        <translation>In Oh Hell si dichiara, poi si gioca una carta alla volta, non &apos;{move}&apos;.</translation>
    </message>
    <message>
        <source>The bidding is over: play a card.</source>
        <translation>Le dichiarazioni sono finite: gioca una carta.</translation>
    </message>
    <message>
        <source>Bid a number of tricks from 0 to {cards}.</source>
        <translation>Dichiara un numero di prese da 0 a {cards}.</translation>
    </message>
    <message>
        <source>The bids may not add up to the number of tricks: as dealer you may not bid {bid}.</source>
        <translation>La somma delle dichiarazioni non può essere uguale al numero di prese: come mazziere non puoi dichiarare {bid}.</translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} of {total}: {n} cards</source>
        <extracomment>English singular: Hand {number} of {total}: {n} card</extracomment>
        <translation>
            <numerusform>Mano {number} di {total}: {n} carta</numerusform>
            <numerusform>Mano {number} di {total}: {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
        <translation>Dichiara quante prese farai, esattamente: da 0 a {cards}.</translation>
    </message>
    <message>
        <source>Play with a joker</source>
        <translation>Gioca con un jolly</translation>
    </message>
    <message>
        <source>Hook rule</source>
        <translation>Regola del mazziere</translation>
    </message>
    <message>
        <source>Oh Hell with a joker</source>
        <translation>Oh Hell con il jolly</translation>
    </message>
    <message>
        <source>53 cards: the joker stands for the turned-up card.</source>
        <translation>53 carte: il jolly vale come la carta girata.</translation>
    </message>
    <message>
        <source>Oh Hell with the hook</source>
        <translation>Oh Hell con la regola del mazziere</translation>
    </message>
    <message>
        <source>The dealer may not make the bids add up to the number of tricks.</source>
        <translation>Il mazziere non può rendere la somma delle dichiarazioni uguale al numero di prese.</translation>
    </message>
    <message>
        <source>Nobody made their bid.</source>
        <translation>Nessuno ha realizzato la sua dichiarazione.</translation>
    </message>
    <message>
        <source>Every player bids before the first card is played.</source>
        <translation>Tutti dichiarano prima che si giochi la prima carta.</translation>
    </message>
    <message>
        <source>trump card</source>
        <translation>carta girata</translation>
    </message>
    <message>
        <source>The joker is the {card}</source>
        <translation>Il jolly vale come {card}</translation>
    </message>
    <message>
        <source>Trick {number} of {cards}</source>
        <translation>Presa {number} di {cards}</translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards} but not {bid} (the bids may not add up to {cards}).</source>
        <translation>Dichiara quante prese farai, esattamente: da 0 a {cards} ma non {bid} (la somma delle dichiarazioni non può fare {cards}).</translation>
    </message>
    <message>
        <source>A joker is added to the pack. It stands for the turned-up card (which is itself out of play); if the joker is turned up, the hand is played at no trump.</source>
        <translation>Si aggiunge un jolly al mazzo. Vale come la carta girata (che resta fuori gioco); se viene girato il jolly, la mano si gioca senza atout.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not bid the number that makes the bids add up to the number of tricks, so that somebody must miss.</source>
        <translation>Il mazziere, che dichiara per ultimo, non può dichiarare il numero che renderebbe la somma delle dichiarazioni uguale al numero di prese, così qualcuno deve sbagliare.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}. The joker is the {card} in this hand.</source>
        <translation>Devi rispondere al seme: {suit}. In questa mano il jolly vale come {card}.</translation>
    </message>
    <message>
        <source>No trumps (the last hand)</source>
        <translation>Senza atout (ultima mano)</translation>
    </message>
    <message>
        <source>No trumps (the joker was turned up)</source>
        <translation>Senza atout (è stato girato il jolly)</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>dich. {bid}</translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks}</source>
        <translation>dich. {bid} · prese {tricks}</translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks} · made</source>
        <translation>dich. {bid} · prese {tricks} · riuscita</translation>
    </message>
    <message>
        <source>bid {bid} · took {tricks} · missed</source>
        <translation>dich. {bid} · prese {tricks} · fallita</translation>
    </message>
    <message>
        <source>Cards in the first hand</source>
        <translation>Carte nella prima mano</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>The first hand deals this many cards to each player, each hand one more, up to 52 divided by the number of players.</source>
        <translation>Nella prima mano si danno queste carte a ogni giocatore, in ogni mano una in più, fino a 52 diviso il numero di giocatori.</translation>
    </message>
    <message>
        <source>Who deals the first hand (0 = the first column); the deal passes to the left.</source>
        <translation>Chi dà le carte nella prima mano (0 = la prima colonna); poi tocca al giocatore a sinistra.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not make the bids add up to the number of tricks.</source>
        <translation>Il mazziere, che dichiara per ultimo, non può rendere la somma delle dichiarazioni uguale al numero di prese.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bid.</source>
        <translation>Inserisci la dichiarazione di {seat}.</translation>
    </message>
    <message>
        <source>Enter the tricks {seat} took.</source>
        <translation>Inserisci le prese fatte da {seat}.</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Senza atout</translation>
    </message>
    <message>
        <source>The suit of the card turned up (the last hand is at no trump).</source>
        <translation>Il seme della carta girata (l&apos;ultima mano è senza atout).</translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {cards}: tricks add up to the hand size.</source>
        <translation>Le prese danno in totale {total}, non {cards}: il totale delle prese è uguale al numero di carte in mano.</translation>
    </message>
    <message>
        <source>The bids add up to {cards}, the number of tricks: with the hook rule {seat}, the dealer, may not bid {bid}.</source>
        <translation>Le dichiarazioni danno in totale {cards}, il numero di prese: con la regola del mazziere, {seat}, che dà le carte, non può dichiarare {bid}.</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <source>How many tricks each player bid: 0 to {cards}.</source>
        <translation>Quante prese ha dichiarato ogni giocatore: da 0 a {cards}.</translation>
    </message>
    <message>
        <source>How many tricks each player took; they add up to {cards}.</source>
        <translation>Quante prese ha fatto ogni giocatore; in totale sono {cards}.</translation>
    </message>
    <message>
        <source>The last hand is played at no trump.</source>
        <translation>L&apos;ultima mano si gioca senza atout.</translation>
    </message>
    <message>
        <source>{name} dealt</source>
        <translation>Mazziere: {name}</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>senza atout</translation>
    </message>
    <message>
        <source>made the bid exactly</source>
        <translation>dichiarazione realizzata esattamente</translation>
    </message>
    <message>
        <source>Play the {card}: your side has its bid, so avoid bags.</source>
        <translation>Gioca {card}: la tua squadra ha realizzato la dichiarazione, quindi evita le prese in eccesso.</translation>
    </message>
    <message>
        <source>Play the {card}: your nil must not win a trick.</source>
        <translation>Gioca {card}: con il tuo nil non devi vincere nessuna presa.</translation>
    </message>
    <message>
        <source>Play the {card} to protect your partner&apos;s nil.</source>
        <translation>Gioca {card} per proteggere il nil del tuo compagno.</translation>
    </message>
    <message>
        <source>Play the {card} to leave the nil bidder winning the trick.</source>
        <translation>Gioca {card} per lasciare la presa a chi ha dichiarato nil.</translation>
    </message>
    <message>
        <source>Play the {card}: your side needs tricks.</source>
        <translation>Gioca {card}: alla tua squadra servono prese.</translation>
    </message>
    <message>
        <source>Look at your cards before bidding.</source>
        <translation>Guarda le tue carte prima di dichiarare.</translation>
    </message>
    <message>
        <source>Pass the {card} to your partner.</source>
        <translation>Passa {card} al compagno.</translation>
    </message>
    <message>
        <source>Far behind: risk a blind nil for 100 points.</source>
        <translation>Molto indietro: rischia un nil alla cieca da 100 punti.</translation>
    </message>
    <message>
        <source>No card here should win a trick: bid nil.</source>
        <translation>Nessuna di queste carte dovrebbe fare una presa: dichiara nil.</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Bid the tricks you will take with your partner; spades are always trumps.</source>
        <translation>Dichiara le prese che farai con il tuo compagno; picche è sempre atout.</translation>
    </message>
    <message>
        <source>Bid from 1 to {most} tricks.</source>
        <translation>Dichiara da 1 a {most} prese.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Spades.</source>
        <translation>&apos;{move}&apos; non è una mossa di Spades.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Le dichiarazioni sono finite.</translation>
    </message>
    <message>
        <source>Everyone bids before the play: bid how many tricks you expect to take.</source>
        <translation>Tutti dichiarano prima del gioco: dichiara quante prese pensi di fare.</translation>
    </message>
    <message>
        <source>You have already looked at your cards.</source>
        <translation>Hai già guardato le tue carte.</translation>
    </message>
    <message>
        <source>Blind nil is bid before looking at your cards.</source>
        <translation>Il nil alla cieca si dichiara prima di guardare le carte.</translation>
    </message>
    <message>
        <source>Nil is not played at this table: bid at least 1.</source>
        <translation>A questo tavolo non si gioca il nil: dichiara almeno 1.</translation>
    </message>
    <message>
        <source>To bid no tricks, bid nil.</source>
        <translation>Per dichiarare zero prese, dichiara nil.</translation>
    </message>
    <message>
        <source>Bid how many tricks you expect to take.</source>
        <translation>Dichiara quante prese pensi di fare.</translation>
    </message>
    <message>
        <source>Pass a card to your partner, who bid blind nil.</source>
        <translation>Passa una carta al compagno, che ha dichiarato nil alla cieca.</translation>
    </message>
    <message>
        <source>Two of clubs leads</source>
        <translation>Si esce con il due di fiori</translation>
    </message>
    <message>
        <source>Nil bids</source>
        <translation>Dichiarazioni nil</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>Nil alla cieca</translation>
    </message>
    <message>
        <source>Blind nil exchange</source>
        <translation>Scambio dopo il nil alla cieca</translation>
    </message>
    <message>
        <source>Ten bags cost 100</source>
        <translation>Dieci prese in eccesso costano 100</translation>
    </message>
    <message>
        <source>Spades, blind nil with an exchange</source>
        <translation>Spades, nil alla cieca con scambio</translation>
    </message>
    <message>
        <source>A blind nil bidder and her partner pass each other one card after the bidding.</source>
        <translation>Dopo le dichiarazioni, chi ha dichiarato nil alla cieca e il suo compagno si scambiano una carta.</translation>
    </message>
    <message>
        <source>First the blind nil bidder and her partner pass each other a card.</source>
        <translation>Prima chi ha dichiarato nil alla cieca e il suo compagno si scambiano una carta.</translation>
    </message>
    <message>
        <source>First choose: blind nil, or look at your cards.</source>
        <translation>Prima scegli: nil alla cieca, o guarda le tue carte.</translation>
    </message>
    <message>
        <source>Blind nil is played by partners only.</source>
        <translation>Il nil alla cieca si gioca solo a coppie.</translation>
    </message>
    <message>
        <source>Blind nil is not played at this table.</source>
        <translation>A questo tavolo non si gioca il nil alla cieca.</translation>
    </message>
    <message>
        <source>Pass exactly one card to your partner.</source>
        <translation>Passa esattamente una carta al compagno.</translation>
    </message>
    <message>
        <source>Trick {number} of {count}</source>
        <translation>Presa {number} di {count}</translation>
    </message>
    <message>
        <source>Blind nil, or look at your cards?</source>
        <translation>Nil alla cieca, o guardi le carte?</translation>
    </message>
    <message>
        <source>Bid how many tricks you expect to take, or nil.</source>
        <translation>Dichiara quante prese pensi di fare, o nil.</translation>
    </message>
    <message>
        <source>Pass a card to your partner.</source>
        <translation>Passa una carta al compagno.</translation>
    </message>
    <message>
        <source>Lead a card (spades are not broken yet).</source>
        <translation>Esci con una carta (le picche non sono ancora aperte).</translation>
    </message>
    <message>
        <source>People usually play Spades to 500 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>Di solito Spades si gioca a 500 punti. I giocatori possono però stabilire un altro punteggio di fine partita.</translation>
    </message>
    <message>
        <source>The two of clubs is the first card played after all bidding is done. Off: the player on the dealer&apos;s left leads any card but a spade.</source>
        <translation>Il due di fiori è la prima carta giocata dopo tutte le dichiarazioni. Disattivata: esce il giocatore alla sinistra del mazziere, con qualsiasi carta tranne una picca.</translation>
    </message>
    <message>
        <source>A player may bid to take no trick at all: +50 if she takes none, -50 if she takes any. Off: every bid is at least 1.</source>
        <translation>Un giocatore può dichiarare di non fare nessuna presa: +50 se non ne fa nessuna, -50 se ne fa anche una. Disattivata: ogni dichiarazione è almeno 1.</translation>
    </message>
    <message>
        <source>Partnerships only: before seeing her cards a player may bid nil blind, for +100 or -100.</source>
        <translation>Solo a coppie: prima di vedere le sue carte un giocatore può dichiarare nil alla cieca, per +100 o -100.</translation>
    </message>
    <message>
        <source>After a blind nil, the bidder passes one card to her partner, and her partner gives her one of theirs.</source>
        <translation>Dopo un nil alla cieca, chi l&apos;ha dichiarato passa una carta al compagno, e il compagno gliene restituisce una delle sue.</translation>
    </message>
    <message>
        <source>Overtricks (bags) score a point each; a side that collects 10 bags loses 100 points and starts counting again.</source>
        <translation>Le prese in eccesso valgono un punto ciascuna; una squadra che ne accumula 10 perde 100 punti e ricomincia a contarle.</translation>
    </message>
    <message>
        <source>{seat} &amp; {other}: bid {bid}, took {took}</source>
        <translation>{seat} e {other}: dichiarate {bid}, fatte {took}</translation>
    </message>
    <message>
        <source>Spades broken</source>
        <translation>Picche aperte</translation>
    </message>
    <message>
        <source>Spades not broken yet</source>
        <translation>Picche non ancora aperte</translation>
    </message>
    <message>
        <source>{seat} &amp; {other} reached 10 bags: {points} points.</source>
        <translation>{seat} e {other}: raggiunte 10 prese in eccesso, {points} punti.</translation>
    </message>
    <message>
        <source>{seat} reached 10 bags: {points} points.</source>
        <translation>{seat}: raggiunte 10 prese in eccesso, {points} punti.</translation>
    </message>
    <message>
        <source>{seat}&apos;s {bid} failed ({took} taken).</source>
        <translation>Il {bid} di {seat} è fallito ({took} prese).</translation>
    </message>
    <message>
        <source>{seat} made {bid}.</source>
        <translation>{seat} ha realizzato il {bid}.</translation>
    </message>
    <message>
        <source>{seat} &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>{seat} e {other} hanno fallito la dichiarazione: dichiarate {bid}, fatte {took}.</translation>
    </message>
    <message>
        <source>{seat} was set: bid {bid}, took {took}.</source>
        <translation>{seat} ha fallito la dichiarazione: dichiarate {bid}, fatte {took}.</translation>
    </message>
    <message>
        <source>nil · took {took}</source>
        <translation>nil · prese {took}</translation>
    </message>
    <message numerus="yes">
        <source>Better on average than the usual play, over {n} imagined deals.</source>
        <extracomment>English singular: Better on average than the usual play, over {n} imagined deal.</extracomment>
        <translation>
            <numerusform>In media meglio della giocata abituale, su {n} smazzata immaginata.</numerusform>
            <numerusform>In media meglio della giocata abituale, su {n} smazzate immaginate.</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal first.</source>
        <translation>Dai tu per primo.</translation>
    </message>
    <message>
        <source>{seat} deals first.</source>
        <translation>{seat} fa il mazziere per primo.</translation>
    </message>
    <message>
        <source>You have no {suit}: play any card.</source>
        <translation>Non hai {suit}: gioca una carta qualsiasi.</translation>
    </message>
    <message>
        <source>You have no {suit}: head the trick with a trump.</source>
        <translation>Non hai {suit}: supera la presa con un atout.</translation>
    </message>
    <message>
        <source>You doubled {other}</source>
        <translation>Hai contrato {other}</translation>
    </message>
    <message>
        <source>You doubled {count} players</source>
        <translation>Hai contrato {count} giocatori</translation>
    </message>
    <message>
        <source>You declared {name}.</source>
        <translation>Hai dichiarato {name}.</translation>
    </message>
    <message>
        <source>You went out first.</source>
        <translation>Hai chiuso per primo.</translation>
    </message>
    <message>
        <source>You took the king of hearts.</source>
        <translation>Hai preso il re di cuori.</translation>
    </message>
    <message>
        <source>You declare next; contracts still to play: {contracts}.</source>
        <translation>Il prossimo dichiarante sei tu; contratti ancora da giocare: {contracts}.</translation>
    </message>
    <message>
        <source>Doubles of you still owed: {tally}.</source>
        <translation>Contro a te ancora dovuti: {tally}.</translation>
    </message>
    <message>
        <source>Every compulsory double of you has been made.</source>
        <translation>Tutti i contro obbligatori a te sono stati fatti.</translation>
    </message>
    <message>
        <source>You must double declarer on the next hand.</source>
        <translation>Devi contrare il dichiarante nella prossima mano.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Hai chiuso.</translation>
    </message>
    <message>
        <source>You reached {target}: the game is over.</source>
        <translation>Hai raggiunto {target}: la partita è finita.</translation>
    </message>
    <message>
        <source>You deal next.</source>
        <translation>Il prossimo mazziere sei tu.</translation>
    </message>
    <message>
        <source>You peg first and count first.</source>
        <translation>Giochi e conti per primo.</translation>
    </message>
    <message>
        <source>You are double skunked (under 61): the win counts triple.</source>
        <translation>Subisci il doppio cappotto (sotto 61): la vittoria vale il triplo.</translation>
    </message>
    <message>
        <source>You are skunked (under 91): the win counts double.</source>
        <translation>Subisci il cappotto (sotto 91): la vittoria vale doppio.</translation>
    </message>
    <message>
        <source>Play the {card}: it gives the others the fewest openings.</source>
        <translation>Gioca {card}: è la carta che apre meno possibilità agli altri.</translation>
    </message>
    <message>
        <source>No card of yours fits: pass.</source>
        <translation>Nessuna delle tue carte si può giocare: passa.</translation>
    </message>
    <message>
        <source>No card of yours fits: draw.</source>
        <translation>Nessuna delle tue carte si può giocare: pesca.</translation>
    </message>
    <message>
        <source>Pass the {card}: far from its seven, it would be among your last cards.</source>
        <translation>Passa {card}: lontana dal suo sette, sarebbe tra le tue ultime carte.</translation>
    </message>
    <message>
        <source>Play several cards at once: fewer left in your hand.</source>
        <translation>Gioca più carte insieme: te ne resteranno meno in mano.</translation>
    </message>
    <message>
        <source>Play the {card} early: you hold far cards of its suit.</source>
        <translation>Gioca presto {card}: hai carte del suo seme lontane dal sette.</translation>
    </message>
    <message>
        <source>Play the {card}: nobody can build on it.</source>
        <translation>Gioca {card}: nessuno può proseguire la fila oltre.</translation>
    </message>
    <message>
        <source>Play the {card}: it opens nothing for the others.</source>
        <translation>Gioca {card}: non apre niente agli altri.</translation>
    </message>
    <message>
        <source>The {card} does not fit: a row builds from its seven down to the ace and up to the king, one card at a time.</source>
        <translation>Non puoi giocare {card}: una fila parte dal suo sette e scende fino all&apos;asso e sale fino al re, una carta alla volta.</translation>
    </message>
    <message>
        <source>The cards have been passed: play now.</source>
        <translation>Le carte sono state passate: ora gioca.</translation>
    </message>
    <message>
        <source>You cannot play: draw from the stock.</source>
        <translation>Non puoi giocare: pesca dal mazzo.</translation>
    </message>
    <message>
        <source>{move} is not a move of Fan Tan: play a card, pass or draw.</source>
        <translation>La mossa {move} non esiste in Fan Tan: gioca una carta, passa o pesca.</translation>
    </message>
    <message>
        <source>These cards cannot be played together.</source>
        <translation>Queste carte non si possono giocare insieme.</translation>
    </message>
    <message>
        <source>A seven opens its own suit&apos;s row.</source>
        <translation>Un sette apre la fila del proprio seme.</translation>
    </message>
    <message>
        <source>Say which row the {card} goes on.</source>
        <translation>Indica su quale fila va {card}.</translation>
    </message>
    <message>
        <source>Choose three cards to pass before play begins.</source>
        <translation>Scegli tre carte da passare prima che inizi il gioco.</translation>
    </message>
    <message>
        <source>A card of yours fits: if you can play, you must.</source>
        <translation>Una delle tue carte si può giocare: se puoi giocare, devi farlo.</translation>
    </message>
    <message>
        <source>The stock is empty: pass.</source>
        <translation>Il mazzo è vuoto: passa.</translation>
    </message>
    <message>
        <source>The seven of trumps is always played as a trump.</source>
        <translation>Il sette di atout si gioca sempre come atout.</translation>
    </message>
    <message>
        <source>Cards are played on their own suit&apos;s row.</source>
        <translation>Le carte si giocano sulla fila del proprio seme.</translation>
    </message>
    <message>
        <source>Only a trump may stand for a card of another suit.</source>
        <translation>Solo un atout può sostituire una carta di un altro seme.</translation>
    </message>
    <message>
        <source>Only a card displaced by a trump is played on the trump row.</source>
        <translation>Sulla fila di atout si gioca solo una carta sostituita da un atout.</translation>
    </message>
    <message>
        <source>A trump took the place of the {card}: it must be played on the trump row.</source>
        <translation>Un atout ha preso il posto di {card}: questa carta va giocata sulla fila di atout.</translation>
    </message>
    <message>
        <source>A card you drew fits: you must play it.</source>
        <translation>Una carta che hai pescato si può giocare: devi giocarla.</translation>
    </message>
    <message>
        <source>There is no stock in this game: pass.</source>
        <translation>In questa partita non c&apos;è un mazzo da cui pescare: passa.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <source>Odd cards</source>
        <translation>Carte in più</translation>
    </message>
    <message>
        <source>Turned-up trumps</source>
        <translation>Atout scoperti</translation>
    </message>
    <message>
        <source>Pass three cards (Hearts Tan)</source>
        <translation>Passa tre carte (Hearts Tan)</translation>
    </message>
    <message>
        <source>Incremental drawing</source>
        <translation>Pesca crescente</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>Multiples</source>
        <translation>Multipli</translation>
    </message>
    <message>
        <source>Parallel runs</source>
        <translation>Scale parallele</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Traguardo</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan</source>
        <translation>Double Deck Fan Tan</translation>
    </message>
    <message>
        <source>Two packs for four to ten players: each seven opens its own row, and a play is no longer sure.</source>
        <translation>Due mazzi, da quattro a dieci giocatori: ogni sette apre una propria fila e nessuna giocata è più sicura.</translation>
    </message>
    <message>
        <source>Trump Fan Tan</source>
        <translation>Trump Fan Tan</translation>
    </message>
    <message>
        <source>Spades are trumps: a spade may stand for the card of its rank in another suit.</source>
        <translation>L&apos;atout è picche: una carta di picche può sostituire la carta dello stesso valore di un altro seme.</translation>
    </message>
    <message>
        <source>Double Deck Trump Fan Tan</source>
        <translation>Double Deck Trump Fan Tan</translation>
    </message>
    <message>
        <source>Double Deck and Trump Fan Tan at the same time.</source>
        <translation>Double Deck Fan Tan e Trump Fan Tan insieme.</translation>
    </message>
    <message>
        <source>Hearts Tan</source>
        <translation>Hearts Tan</translation>
    </message>
    <message>
        <source>Pass three cards before each hand, as in Hearts.</source>
        <translation>Passa tre carte prima di ogni mano, come in Hearts.</translation>
    </message>
    <message>
        <source>Crazy Tan</source>
        <translation>Crazy Tan</translation>
    </message>
    <message>
        <source>Seven cards each and a stock: play or draw, one more card each time nobody plays.</source>
        <translation>Sette carte a testa e un tallone: gioca o pesca, una carta in più ogni volta che nessuno gioca.</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan: two packs, &quot;recommended for seven or more players&quot;; each seven opens its own row. Automatic: two packs from seven players.</source>
        <translation>Double Deck Fan Tan: due mazzi, «consigliato per sette o più giocatori»; ogni sette apre una propria fila. Automatico: due mazzi da sette giocatori in su.</translation>
    </message>
    <message>
        <source>All the cards are dealt out; Crazy Tan: &quot;deal seven cards to each player&quot;, the rest face down as a stock. Automatic: Crazy Tan for two players, all the cards for three or more.</source>
        <translation>Si distribuiscono tutte le carte; Crazy Tan: «dai sette carte a ogni giocatore», il resto, coperto, forma il tallone. Automatico: Crazy Tan con due giocatori, tutte le carte con tre o più.</translation>
    </message>
    <message>
        <source>Cards that do not share out evenly are dealt round as usual (some players hold one more), or &quot;simply turn the extra cards face up&quot;: they go onto the rows by themselves as soon as they fit.</source>
        <translation>Le carte che non si dividono in parti uguali si distribuiscono a giro come al solito (alcuni giocatori ne hanno una in più), oppure «semplicemente si scoprono le carte in più»: vanno da sole sulle file appena si possono giocare.</translation>
    </message>
    <message>
        <source>Trump Fan Tan: a trump may stand for the card of its rank in another suit; the card it displaced is then played on the trump row. The last choice takes the suit of the last card turned face up (spades if none is turned up).</source>
        <translation>Trump Fan Tan: un atout può sostituire la carta dello stesso valore di un altro seme; la carta sostituita si gioca poi sulla fila di atout. L&apos;ultima scelta prende il seme dell&apos;ultima carta scoperta (picche se non se ne scopre nessuna).</translation>
    </message>
    <message>
        <source>When the last turned-up card names trumps, a trump turned up either &quot;must be played as trump on the trump pile&quot; or &quot;replaces the first card it can&quot;.</source>
        <translation>Quando l&apos;ultima carta scoperta stabilisce l&apos;atout, un atout scoperto «deve essere giocato come atout sulla fila di atout» oppure «sostituisce la prima carta possibile».</translation>
    </message>
    <message>
        <source>Hearts-style passing before play: with four players left, right, across, then no pass; with other numbers to the left skipping none, then one, then two players..., and no pass on every n-th hand.</source>
        <translation>Passaggio come in Hearts prima del gioco: con quattro giocatori a sinistra, a destra, di fronte, poi nessun passaggio; con un altro numero di giocatori a sinistra senza saltare nessuno, poi saltandone uno, poi due…, e nessun passaggio ogni n-esima mano.</translation>
    </message>
    <message>
        <source>Crazy Tan: a player who cannot play draws one card more than the player before drew (one, two, three...); the count starts again once someone plays.</source>
        <translation>Crazy Tan: chi non può giocare pesca una carta in più di quante ne ha pescate il giocatore precedente (una, due, tre…); il conteggio ricomincia appena qualcuno gioca.</translation>
    </message>
    <message>
        <source>Consecutive cards of one suit that all fit may be played at once (one pack only).</source>
        <translation>Più carte consecutive dello stesso seme, tutte giocabili, si possono giocare insieme (solo con un mazzo).</translation>
    </message>
    <message>
        <source>Two or more cards of one rank that can all be played may be played in one turn (one pack only).</source>
        <translation>Due o più carte dello stesso valore, tutte giocabili, si possono giocare in un solo turno (solo con un mazzo).</translation>
    </message>
    <message>
        <source>With runs and multiples: runs of the same ranks in several suits at once.</source>
        <translation>Con scale e multipli: scale degli stessi valori in più semi insieme.</translation>
    </message>
    <message>
        <source>Each loser pays the winner a point for every card still held (Hoyle&apos;s settlement), or the winner scores a point for the hand.</source>
        <translation>Ogni perdente paga al vincitore un punto per ogni carta che ha ancora in mano (il conto di Hoyle), oppure il vincitore segna un punto per la mano.</translation>
    </message>
    <message>
        <source>The match is a fixed number of hands (by default each player deals twice), the highest total winning, or ends when a player reaches the target.</source>
        <translation>La partita dura un numero fisso di mani (di norma ogni giocatore fa il mazziere due volte) e vince il totale più alto, oppure finisce quando un giocatore raggiunge il traguardo.</translation>
    </message>
    <message>
        <source>0: five points for each player with a point per card, five hands won with a point per hand.</source>
        <translation>0: cinque punti per giocatore con un punto per carta, cinque mani vinte con un punto per mano.</translation>
    </message>
    <message>
        <source>With a fixed number of hands: how many (0: each player deals twice).</source>
        <translation>Con un numero fisso di mani: quante (0: ogni giocatore fa il mazziere due volte).</translation>
    </message>
    <message>
        <source>Crazy Tan is played with one pack, by two to six players, not {players}</source>
        <translation>Crazy Tan si gioca con un solo mazzo, da due a sei giocatori, non in {players}</translation>
    </message>
    <message>
        <source>Fan Tan with one pack is for three to six players, not {players}; two may play Crazy Tan, seven or more Double Deck</source>
        <translation>Fan Tan con un mazzo si gioca da tre a sei giocatori, non in {players}; in due si può giocare a Crazy Tan, in sette o più a Double Deck Fan Tan</translation>
    </message>
    <message>
        <source>trumps from the last turned-up card need the odd cards turned face up</source>
        <translation>l&apos;atout dato dall&apos;ultima carta scoperta richiede che le carte in più siano scoperte</translation>
    </message>
    <message>
        <source>runs and multiples are played with one pack, where a suit has one row</source>
        <translation>scale e multipli si giocano con un solo mazzo, dove ogni seme ha una sola fila</translation>
    </message>
    <message>
        <source>parallel runs combine runs and multiples: choose both</source>
        <translation>le scale parallele uniscono scale e multipli: scegli entrambe le opzioni</translation>
    </message>
    <message>
        <source>Two packs (Double Deck)</source>
        <translation>Due mazzi (Double Deck)</translation>
    </message>
    <message>
        <source>All the cards</source>
        <translation>Tutte le carte</translation>
    </message>
    <message>
        <source>Seven each and a stock (Crazy Tan)</source>
        <translation>Sette a testa e un tallone (Crazy Tan)</translation>
    </message>
    <message>
        <source>Dealt round</source>
        <translation>Distribuite</translation>
    </message>
    <message>
        <source>Turned face up</source>
        <translation>Scoperte</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Senza atout</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Picche</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Cuori</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Quadri</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Fiori</translation>
    </message>
    <message>
        <source>The suit of the last turned-up card</source>
        <translation>Il seme dell&apos;ultima carta scoperta</translation>
    </message>
    <message>
        <source>Played on the trump row</source>
        <translation>Giocato sulla fila dell&apos;atout</translation>
    </message>
    <message>
        <source>Takes the first place it can</source>
        <translation>Prende il primo posto possibile</translation>
    </message>
    <message>
        <source>A point per card held, paid to the winner</source>
        <translation>Un punto per carta in mano, pagato al vincitore</translation>
    </message>
    <message>
        <source>A point per hand won</source>
        <translation>Un punto per mano vinta</translation>
    </message>
    <message>
        <source>A fixed number of hands</source>
        <translation>Un numero fisso di mani</translation>
    </message>
    <message>
        <source>First to the target</source>
        <translation>Il primo al traguardo</translation>
    </message>
    <message>
        <source>Crazy Tan is for two to six players, not {players}</source>
        <translation>Crazy Tan si gioca da due a sei giocatori, non in {players}</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan is for four to ten players, not {players}</source>
        <translation>Double Deck Fan Tan si gioca da quattro a dieci giocatori, non in {players}</translation>
    </message>
    <message>
        <source>to the left, skipping one player</source>
        <translation>a sinistra, saltando un giocatore</translation>
    </message>
    <message>
        <source>to the left, skipping two players</source>
        <translation>a sinistra, saltando due giocatori</translation>
    </message>
    <message>
        <source>to the left, skipping three players</source>
        <translation>a sinistra, saltando tre giocatori</translation>
    </message>
    <message>
        <source>to the left, skipping four players</source>
        <translation>a sinistra, saltando quattro giocatori</translation>
    </message>
    <message>
        <source>to the left, skipping five players</source>
        <translation>a sinistra, saltando cinque giocatori</translation>
    </message>
    <message>
        <source>to the left, skipping six players</source>
        <translation>a sinistra, saltando sei giocatori</translation>
    </message>
    <message>
        <source>to the left, skipping seven players</source>
        <translation>a sinistra, saltando sette giocatori</translation>
    </message>
    <message>
        <source>to the left, skipping eight players</source>
        <translation>a sinistra, saltando otto giocatori</translation>
    </message>
    <message>
        <source>Fan Tan</source>
        <translation>Fan Tan</translation>
    </message>
    <message>
        <source>Sevens open the rows; build each suit down to the ace and up to the king. Play if you can, pass if you cannot: the first out of cards wins.</source>
        <translation>I sette aprono le file; prosegui ogni seme scendendo fino all&apos;asso e salendo fino al re. Gioca se puoi, passa se non puoi: vince il primo che resta senza carte.</translation>
    </message>
    <message>
        <source>You hold no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>Non hai carte, ma ha chiuso {other}: ogni altro giocatore ha ancora almeno una carta.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but you went out: every other player still holds at least one.</source>
        <translation>{seat} non ha carte, ma hai chiuso tu: ogni altro giocatore ha ancora almeno una carta.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>{seat} non ha carte, ma ha chiuso {other}: ogni altro giocatore ha ancora almeno una carta.</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: You cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>Non puoi avere {n} carta: in {players} giocatori nessuno riceve più di {most} carte, e una mano può solo diminuire.</numerusform>
            <numerusform>Non puoi avere {n} carte: in {players} giocatori nessuno riceve più di {most} carte, e una mano può solo diminuire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>{seat} non può avere {n} carta: in {players} giocatori nessuno riceve più di {most} carte, e una mano può solo diminuire.</numerusform>
            <numerusform>{seat} non può avere {n} carte: in {players} giocatori nessuno riceve più di {most} carte, e una mano può solo diminuire.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic, as the game deals: Crazy Tan for two players, one pack up to six, two from seven.</source>
        <translation>Automatico, come distribuisce il gioco: Crazy Tan in due, un mazzo fino a sei giocatori, due da sette.</translation>
    </message>
    <message>
        <source>0: a fixed number of hands. The game&apos;s own targets: five points a player, or five hands won.</source>
        <translation>0: un numero fisso di mani. I traguardi del gioco stesso: cinque punti per giocatore, o cinque mani vinte.</translation>
    </message>
    <message>
        <source>Without a target, the match&apos;s length (0: each player deals twice).</source>
        <translation>Senza traguardo, la durata della partita (0: ogni giocatore fa il mazziere due volte).</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: You cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>Non puoi avere {n} carta: ogni giocatore riceve {dealt} carte e il tallone ne contiene {stock}, quindi nessuno ne ha più di {most}.</numerusform>
            <numerusform>Non puoi avere {n} carte: ogni giocatore riceve {dealt} carte e il tallone ne contiene {stock}, quindi nessuno ne ha più di {most}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>{seat} non può avere {n} carta: ogni giocatore riceve {dealt} carte e il tallone ne contiene {stock}, quindi nessuno ne ha più di {most}.</numerusform>
            <numerusform>{seat} non può avere {n} carte: ogni giocatore riceve {dealt} carte e il tallone ne contiene {stock}, quindi nessuno ne ha più di {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>One pack, all dealt</source>
        <translation>Un mazzo, tutte distribuite</translation>
    </message>
    <message>
        <source>One pack, the odd cards face up</source>
        <translation>Un mazzo, carte in più scoperte</translation>
    </message>
    <message>
        <source>Two packs, all dealt</source>
        <translation>Due mazzi, tutte distribuite</translation>
    </message>
    <message>
        <source>Two packs, the odd cards face up</source>
        <translation>Due mazzi, carte in più scoperte</translation>
    </message>
    <message>
        <source>Only one player goes out: the hand ends as soon as the first has played all of their cards.</source>
        <translation>Chiude un solo giocatore: la mano finisce appena il primo ha giocato tutte le sue carte.</translation>
    </message>
    <message>
        <source>Enter how many cards you still held as a whole number.</source>
        <translation>Inserisci come numero intero quante carte avevi ancora.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held as a whole number.</source>
        <translation>Inserisci come numero intero quante carte aveva ancora {seat}.</translation>
    </message>
    <message>
        <source>The cards left add up to {total}, but at most {most} can be left: the {dealt} cards dealt to the player who went out are on the table.</source>
        <translation>Le carte rimaste sono in tutto {total}, ma ne possono restare al massimo {most}: le {dealt} carte distribuite al giocatore che ha chiuso sono sul tavolo.</translation>
    </message>
    <message>
        <source>Hands won: {tally}.</source>
        <translation>Mani vinte: {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {hands} hands: {n} hands to play; the highest total wins.</source>
        <extracomment>English singular: A match of {hands} hands: {n} hand to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Una partita di {hands} mani: ancora {n} mano da giocare; vince il totale più alto.</numerusform>
            <numerusform>Una partita di {hands} mani: ancora {n} mani da giocare; vince il totale più alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first player to play all of their cards: the hand ends there.</source>
        <translation>Il primo giocatore che gioca tutte le sue carte: la mano finisce lì.</translation>
    </message>
    <message>
        <source>Choose who went out: a hand of Fan Tan ends when one player has played all of their cards.</source>
        <translation>Scegli chi ha chiuso: una mano di Fan Tan finisce quando un giocatore ha giocato tutte le sue carte.</translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides you hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides you holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>Oltre a te, {n} giocatore non ha carte, ma chiude un solo giocatore.</numerusform>
            <numerusform>Oltre a te, {n} giocatori non hanno carte, ma chiude un solo giocatore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides {seat} hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides {seat} holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>Oltre a {seat}, {n} giocatore non ha carte, ma chiude un solo giocatore.</numerusform>
            <numerusform>Oltre a {seat}, {n} giocatori non hanno carte, ma chiude un solo giocatore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} players hold {most} cards, but with {players} players only {n} players are dealt that many.</source>
        <extracomment>English singular: {count} players hold {most} cards, but with {players} players only {n} player is dealt that many.</extracomment>
        <translation>
            <numerusform>{count} giocatori hanno {most} carte, ma in {players} giocatori solo {n} giocatore ne riceve tante.</numerusform>
            <numerusform>{count} giocatori hanno {most} carte, ma in {players} giocatori solo {n} giocatori ne ricevono tante.</numerusform>
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
            <numerusform>La partita finisce quando un giocatore arriva a {n} punto; vince il totale più alto.</numerusform>
            <numerusform>La partita finisce quando un giocatore arriva a {n} punti; vince il totale più alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many cards each player still held: 0 for the player who went out, 1 to {most} for the others with this deal.</source>
        <translation>Quante carte aveva ancora ogni giocatore: 0 per chi ha chiuso, da 1 a {most} per gli altri con questa distribuzione.</translation>
    </message>
    <message>
        <source>You went out, so you hold no cards.</source>
        <translation>Hai chiuso, quindi non hai carte.</translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards.</source>
        <translation>{seat} ha chiuso, quindi non ha carte.</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player has won {n} hands.</source>
        <extracomment>English singular: The match ends when a player has won {n} hand.</extracomment>
        <translation>
            <numerusform>La partita finisce quando un giocatore ha vinto {n} mano.</numerusform>
            <numerusform>La partita finisce quando un giocatore ha vinto {n} mani.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many cards you still held.</source>
        <translation>Inserisci quante carte avevi ancora.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held.</source>
        <translation>Inserisci quante carte aveva ancora {seat}.</translation>
    </message>
    <message>
        <source>You cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>Non puoi avere {count} carte: un giocatore ha 0 carte o più.</translation>
    </message>
    <message>
        <source>{seat} cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>{seat} non può avere {count} carte: un giocatore ha 0 carte o più.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>chiuso</translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row. You must play if you can.</source>
        <translation>Gioca un sette o la carta successiva di una fila. Se puoi giocare, devi farlo.</translation>
    </message>
    <message numerus="yes">
        <source>No card of yours fits: draw {n} cards.</source>
        <extracomment>English singular: No card of yours fits: draw {n} card.</extracomment>
        <translation>
            <numerusform>Nessuna delle tue carte si può giocare: pesca {n} carta.</numerusform>
            <numerusform>Nessuna delle tue carte si può giocare: pesca {n} carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row; a trump may stand for a card of its rank. You must play if you can.</source>
        <translation>Gioca un sette o la carta successiva di una fila; un atout può sostituire una carta dello stesso valore. Se puoi giocare, devi farlo.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ha passato</translation>
    </message>
    <message>
        <source>Waiting for {seat} to pass.</source>
        <translation>In attesa che {seat} passi le carte.</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>ha pescato</translation>
    </message>
    <message>
        <source>Turning the top card is the only move in Camicia: it is all luck.</source>
        <translation>In Camicia l&apos;unica mossa è girare la carta in cima: è tutta fortuna.</translation>
    </message>
    <message>
        <source>Camicia</source>
        <translation>Camicia</translation>
    </message>
    <message>
        <source>The Italian Beggar-My-Neighbour: turn your cards in turn; aces, twos and threes attack for one, two or three cards, and whoever runs out of cards loses.</source>
        <translation>Il Beggar-My-Neighbour italiano: gira a turno le tue carte; assi, due e tre attaccano chiedendo una, due o tre carte, e chi resta senza carte perde.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Games to win</source>
        <translation>Partite da vincere</translation>
    </message>
    <message>
        <source>The rules use the Italian deck; the French deck works the same way with more cards.</source>
        <translation>Le regole usano il mazzo italiano; il mazzo francese funziona allo stesso modo, con più carte.</translation>
    </message>
    <message>
        <source>The match goes to the first player to win this many games.</source>
        <translation>L&apos;incontro va al primo giocatore che vince questo numero di partite.</translation>
    </message>
    <message>
        <source>Italian, 40 cards</source>
        <translation>Italiano, 40 carte</translation>
    </message>
    <message>
        <source>French, 52 cards</source>
        <translation>Francese, 52 carte</translation>
    </message>
    <message>
        <source>Cards turned</source>
        <translation>Carte girate</translation>
    </message>
    <message>
        <source>Endless deal</source>
        <translation>Partita senza fine</translation>
    </message>
    <message>
        <source>Say whether the deal was endless: yes or no.</source>
        <translation>Indica se la partita è stata senza fine: sì o no.</translation>
    </message>
    <message>
        <source>An endless deal has no winner: nobody ran out of cards.</source>
        <translation>Una partita senza fine non ha vincitore: nessuno è rimasto senza carte.</translation>
    </message>
    <message>
        <source>Enter the number of cards turned as a whole number.</source>
        <translation>Inserisci il numero di carte girate come numero intero.</translation>
    </message>
    <message>
        <source>No game goes past {limit} cards turned: the deal is stopped there as endless.</source>
        <translation>Nessuna partita supera {limit} carte girate: a quel punto viene fermata come senza fine.</translation>
    </message>
    <message>
        <source>An endless deal turns at least {fewest} cards: the packets come back only after a pile is taken.</source>
        <translation>Una partita senza fine gira almeno {fewest} carte: i mazzetti tornano solo dopo che è stato preso un mucchio.</translation>
    </message>
    <message>
        <source>{turned} cards are too few: the loser turned every card of their packet, {half} at least.</source>
        <translation>{turned} carte sono troppo poche: chi ha perso ha girato tutte le carte del suo mazzetto, almeno {half}.</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>senza fine</translation>
    </message>
    <message>
        <source>Longest game: {turned} cards turned (game {game}).</source>
        <translation>Partita più lunga: {turned} carte girate (partita {game}).</translation>
    </message>
    <message>
        <source>Shortest game: {turned} cards turned (game {game}).</source>
        <translation>Partita più breve: {turned} carte girate (partita {game}).</translation>
    </message>
    <message numerus="yes">
        <source>{n} endless deals, won by nobody.</source>
        <extracomment>English singular: {n} endless deal, won by nobody.</extracomment>
        <translation>
            <numerusform>{n} partita senza fine, non vinta da nessuno.</numerusform>
            <numerusform>{n} partite senza fine, non vinte da nessuno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match goes to the first player to win {n} games.</source>
        <extracomment>English singular: The match goes to the first player to win {n} game.</extracomment>
        <translation>
            <numerusform>L&apos;incontro va al primo giocatore che vince {n} partita.</numerusform>
            <numerusform>L&apos;incontro va al primo giocatore che vince {n} partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player who still had cards when the other ran out; none for an endless deal.</source>
        <translation>Il giocatore che aveva ancora carte quando l&apos;altro è rimasto senza; nessuno per una partita senza fine.</translation>
    </message>
    <message>
        <source>The same packets came back (or the game went on for ever): nobody won.</source>
        <translation>Sono tornati gli stessi mazzetti (o la partita andava avanti all&apos;infinito): non ha vinto nessuno.</translation>
    </message>
    <message>
        <source>Choose the winner, or mark the deal as endless.</source>
        <translation>Scegli il vincitore, o segna la partita come senza fine.</translation>
    </message>
    <message>
        <source>All the cards both players turned, from {fewest} to {limit}.</source>
        <translation>Tutte le carte girate dai due giocatori, da {fewest} a {limit}.</translation>
    </message>
    <message>
        <source>The winner is not at this table.</source>
        <translation>Il vincitore non è a questo tavolo.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ha vinto</translation>
    </message>
    <message>
        <source>In Camicia the only move is to turn the top card of your packet.</source>
        <translation>In Camicia l&apos;unica mossa è girare la carta in cima al tuo mazzetto.</translation>
    </message>
    <message>
        <source>You won: {other} ran out of cards.</source>
        <translation>Hai vinto: {other} non ha più carte.</translation>
    </message>
    <message>
        <source>{seat} won: you ran out of cards.</source>
        <translation>Ha vinto {seat}: non hai più carte.</translation>
    </message>
    <message>
        <source>{seat} won: {other} ran out of cards.</source>
        <translation>Ha vinto {seat}: {other} non ha più carte.</translation>
    </message>
    <message>
        <source>The same packets came back: this deal would never end.</source>
        <translation>Sono tornati gli stessi mazzetti: questa partita non finirebbe mai.</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards turned without a winner: the deal is stopped as endless.</source>
        <extracomment>English singular: {n} card turned without a winner: the deal is stopped as endless.</extracomment>
        <translation>
            <numerusform>{n} carta girata senza un vincitore: la partita viene fermata come senza fine.</numerusform>
            <numerusform>{n} carte girate senza un vincitore: la partita viene fermata come senza fine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn your top card.</source>
        <translation>Gira la carta in cima al tuo mazzetto.</translation>
    </message>
    <message numerus="yes">
        <source>Turn {n} more cards: answer the attack.</source>
        <extracomment>English singular: Turn {n} more card: answer the attack.</extracomment>
        <translation>
            <numerusform>Gira ancora {n} carta: rispondi all&apos;attacco.</numerusform>
            <numerusform>Gira ancora {n} carte: rispondi all&apos;attacco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: {n} cards in your packet</source>
        <extracomment>English singular: You: {n} card in your packet</extracomment>
        <translation>
            <numerusform>Tu: {n} carta nel tuo mazzetto</numerusform>
            <numerusform>Tu: {n} carte nel tuo mazzetto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} cards in the packet</source>
        <extracomment>English singular: {seat}: {n} card in the packet</extracomment>
        <translation>
            <numerusform>{seat}: {n} carta nel mazzetto</numerusform>
            <numerusform>{seat}: {n} carte nel mazzetto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned: {n} cards</source>
        <extracomment>English singular: Turned: {n} card</extracomment>
        <translation>
            <numerusform>Carte girate: {n}</numerusform>
            <numerusform>Carte girate: {n}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: {n} cards to answer</source>
        <extracomment>English singular: Attack: {n} card to answer</extracomment>
        <translation>
            <numerusform>Attacco: risposta di {n} carta</numerusform>
            <numerusform>Attacco: risposta di {n} carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The turned card takes the table card worth the most: {n} points.</source>
        <extracomment>English singular: The turned card takes the table card worth the most: {n} point.</extracomment>
        <translation>
            <numerusform>La carta girata prende la carta del tavolo che vale di più: {n} punto.</numerusform>
            <numerusform>La carta girata prende la carta del tavolo che vale di più: {n} punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This pair is worth {n} points.</source>
        <extracomment>English singular: This pair is worth {n} point.</extracomment>
        <translation>
            <numerusform>Questa coppia vale {n} punto.</numerusform>
            <numerusform>Questa coppia vale {n} punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>This card gives the others the least to take.</source>
        <translation>Questa è la carta che lascia agli altri meno da prendere.</translation>
    </message>
    <message>
        <source>Nothing left unseen makes ten with this card: nobody can take it.</source>
        <translation>Nessuna delle carte non ancora viste fa dieci con questa: nessuno può prenderla.</translation>
    </message>
    <message>
        <source>Pair a hand card with a table card, lay a card, or take with the turned card.</source>
        <translation>Abbina una carta della mano a una carta del tavolo, posa una carta o prendi con la carta girata.</translation>
    </message>
    <message>
        <source>The turned {card} does not make ten with that table card.</source>
        <translation>La carta girata ({card}) non fa dieci con quella carta del tavolo.</translation>
    </message>
    <message>
        <source>You take with the turned card only when it pairs with several table cards.</source>
        <translation>Prendi con la carta girata solo quando fa coppia con più carte del tavolo.</translation>
    </message>
    <message>
        <source>No card of yours makes ten with a table card: lay a card.</source>
        <translation>Nessuna delle tue carte fa dieci con una carta del tavolo: posa una carta.</translation>
    </message>
    <message>
        <source>Choose first the table card the turned {card} takes.</source>
        <translation>Prima scegli la carta del tavolo da prendere con la carta girata ({card}).</translation>
    </message>
    <message>
        <source>That card is not on the table.</source>
        <translation>Quella carta non è sul tavolo.</translation>
    </message>
    <message>
        <source>A pair is one card of your hand and one card of the table.</source>
        <translation>Una coppia è fatta di una carta della tua mano e una carta del tavolo.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Non hai in mano quella carta.</translation>
    </message>
    <message>
        <source>That card does not make ten with that table card.</source>
        <translation>Quella carta non fa dieci con quella carta del tavolo.</translation>
    </message>
    <message>
        <source>Lay one card at a time.</source>
        <translation>Posa una carta alla volta.</translation>
    </message>
    <message>
        <source>You can make a pair, so you may not lay a card.</source>
        <translation>Puoi fare una coppia, quindi non puoi posare una carta.</translation>
    </message>
    <message>
        <source>Followed round the table, this move leaves you the most points against the others.</source>
        <translation>Seguita per tutto il giro del tavolo, questa mossa ti lascia più punti rispetto agli altri.</translation>
    </message>
    <message>
        <source>Chinese Ten</source>
        <translation>Chinese Ten</translation>
    </message>
    <message>
        <source>Pair a card of your hand with a card of the table to make ten, then turn the top card of the stock: only the red cards you take score.</source>
        <translation>Abbina una carta della tua mano a una carta del tavolo per fare dieci, poi gira la prima carta del tallone: contano solo le carte rosse che prendi.</translation>
    </message>
    <message>
        <source>Deals each</source>
        <translation>Smazzate a testa</translation>
    </message>
    <message>
        <source>Against the tie score: each deal you win or lose the difference between your points and the tie score (105, 80 or 70). Plain differences: you win the difference with each other player.</source>
        <translation>Contro il punteggio di parità: a ogni smazzata vinci o perdi la differenza tra i tuoi punti e il punteggio di parità (105, 80 o 70). Differenze semplici: vinci la differenza con ciascun altro giocatore.</translation>
    </message>
    <message>
        <source>How many times each player deals: the match is that many deals for each player.</source>
        <translation>Quante volte ogni giocatore fa il mazziere: la partita dura altrettante smazzate per ciascun giocatore.</translation>
    </message>
    <message>
        <source>Against the tie score</source>
        <translation>Contro il punteggio di parità</translation>
    </message>
    <message>
        <source>Plain differences</source>
        <translation>Differenze semplici</translation>
    </message>
    <message numerus="yes">
        <source>You took {n} points.</source>
        <extracomment>English singular: You took {n} point.</extracomment>
        <translation>
            <numerusform>Hai preso {n} punto.</numerusform>
            <numerusform>Hai preso {n} punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} points.</source>
        <extracomment>English singular: {seat} took {n} point.</extracomment>
        <translation>
            <numerusform>{seat} ha preso {n} punto.</numerusform>
            <numerusform>{seat} ha preso {n} punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value. They add up to {total}.</source>
        <translation>I punti presi da ogni giocatore: 10 per ogni carta rossa dal nove al re, 20 per ogni asso rosso, il loro valore per le altre carte rosse. In tutto fanno {total}.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Basic strategy for this hand against the dealer&apos;s card.</source>
        <translation>Strategia di base per questa mano contro la carta del banco.</translation>
    </message>
    <message>
        <source>The best play for this hand with the cards left in the shoe.</source>
        <translation>La giocata migliore per questa mano con le carte rimaste nel sabot.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>chiedere carta</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stare</translation>
    </message>
    <message>
        <source>double if allowed, else hit</source>
        <translation>raddoppiare se consentito, altrimenti chiedere carta</translation>
    </message>
    <message>
        <source>double if allowed, else stand</source>
        <translation>raddoppiare se consentito, altrimenti stare</translation>
    </message>
    <message>
        <source>split</source>
        <translation>dividere</translation>
    </message>
    <message>
        <source>surrender if allowed, else hit</source>
        <translation>arrendersi se consentito, altrimenti chiedere carta</translation>
    </message>
    <message>
        <source>surrender if allowed, else stand</source>
        <translation>arrendersi se consentito, altrimenti stare</translation>
    </message>
    <message>
        <source>surrender if allowed, else split</source>
        <translation>arrendersi se consentito, altrimenti dividere</translation>
    </message>
    <message>
        <source>double</source>
        <translation>raddoppiare</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>arrendersi</translation>
    </message>
    <message>
        <source>insure</source>
        <translation>assicurarsi</translation>
    </message>
    <message>
        <source>decline insurance</source>
        <translation>rifiutare l&apos;assicurazione</translation>
    </message>
    <message>
        <source>Basic strategy: {action}.</source>
        <translation>Strategia di base: {action}.</translation>
    </message>
    <message>
        <source>Bets {amount}, its steady stake.</source>
        <translation>Punta {amount}, la sua puntata fissa.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the house by about {percent}%.</source>
        <translation>Punta {amount}: le carte rimaste favoriscono il banco di circa il {percent}%.</translation>
    </message>
    <message>
        <source>Sits this round out: not enough chips for the minimum.</source>
        <translation>Resta fuori da questo turno: non ha abbastanza fiches per la puntata minima.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the player by about {percent}%.</source>
        <translation>Punta {amount}: le carte rimaste favoriscono il giocatore di circa il {percent}%.</translation>
    </message>
    <message>
        <source>Declines insurance: it is usually a poor percentage bet.</source>
        <translation>Rifiuta l&apos;assicurazione: di solito è una scommessa poco conveniente.</translation>
    </message>
    <message>
        <source>Insures: the dealer shows an ace.</source>
        <translation>Si assicura: il banco mostra un asso.</translation>
    </message>
    <message>
        <source>Surrenders: half the bet is lost, not all of it.</source>
        <translation>Si arrende: perde metà della puntata, non tutta.</translation>
    </message>
    <message>
        <source>Splits the pair: aces and eights are always split.</source>
        <translation>Divide la coppia: assi e otto si dividono sempre.</translation>
    </message>
    <message>
        <source>Doubles on {points}: the best time to double is with 11 or 10.</source>
        <translation>Raddoppia su {points}: il momento migliore per raddoppiare è con 11 o 10.</translation>
    </message>
    <message>
        <source>Stands on {points}, as the dealer must on 17 or more.</source>
        <translation>Sta su {points}, come deve fare il banco da 17 in su.</translation>
    </message>
    <message>
        <source>Hits {points}: the dealer shows {up} and will likely make 17 or more.</source>
        <translation>Chiede carta su {points}: il banco mostra {up} e probabilmente arriverà a 17 o più.</translation>
    </message>
    <message>
        <source>Stands on {points}.</source>
        <translation>Sta su {points}.</translation>
    </message>
    <message>
        <source>Hits {points}, as the dealer must below 17.</source>
        <translation>Chiede carta su {points}, come deve fare il banco sotto 17.</translation>
    </message>
    <message>
        <source>Hits soft {points}: the ace can still count 1.</source>
        <translation>Chiede carta su {points} morbido: l&apos;asso può ancora valere 1.</translation>
    </message>
    <message>
        <source>Hits {points}: no card can bust it.</source>
        <translation>Chiede carta su {points}: nessuna carta può farlo sballare.</translation>
    </message>
    <message>
        <source>Stands on soft {points}.</source>
        <translation>Sta su {points} morbido.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer would have to beat it.</source>
        <translation>Sta su {points}: il banco dovrebbe superarlo.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer shows {up} and may well bust.</source>
        <translation>Sta su {points}: il banco mostra {up} e potrebbe ben sballare.</translation>
    </message>
    <message>
        <source>Boxes you play</source>
        <translation>Box che giochi</translation>
    </message>
    <message>
        <source>Decks in the shoe</source>
        <translation>Mazzi nel sabot</translation>
    </message>
    <message>
        <source>Cut card at (% of the shoe)</source>
        <translation>Carta di taglio al (% del sabot)</translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation>Il banco tira su 17 morbido</translation>
    </message>
    <message>
        <source>Hole card</source>
        <translation>Carta coperta</translation>
    </message>
    <message>
        <source>Double on</source>
        <translation>Raddoppio su</translation>
    </message>
    <message>
        <source>Double after a split</source>
        <translation>Raddoppio dopo una divisione</translation>
    </message>
    <message>
        <source>Hands from splits, at most</source>
        <translation>Mani da divisioni, al massimo</translation>
    </message>
    <message>
        <source>Split any two ten-value cards</source>
        <translation>Dividi due carte da dieci qualsiasi</translation>
    </message>
    <message>
        <source>Split aces again</source>
        <translation>Ridividi gli assi</translation>
    </message>
    <message>
        <source>Late surrender</source>
        <translation>Resa tardiva</translation>
    </message>
    <message>
        <source>Blackjack pays</source>
        <translation>Il blackjack paga</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats yours</source>
        <translation>Il blackjack del banco batte il tuo</translation>
    </message>
    <message>
        <source>Smallest bet</source>
        <translation>Puntata minima</translation>
    </message>
    <message>
        <source>Largest bet</source>
        <translation>Puntata massima</translation>
    </message>
    <message>
        <source>Your chips</source>
        <translation>Le tue fiches</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>European Blackjack</source>
        <translation>Blackjack europeo</translation>
    </message>
    <message>
        <source>No hole card: the dealer&apos;s second card comes after the players; doubles on 9, 10 or 11; one split.</source>
        <translation>Nessuna carta coperta: la seconda carta del banco arriva dopo i giocatori; raddoppio su 9, 10 o 11; una sola divisione.</translation>
    </message>
    <message>
        <source>Single-deck Blackjack</source>
        <translation>Blackjack a un mazzo</translation>
    </message>
    <message>
        <source>One deck, blackjack pays 6 to 5, and the dealer hits soft 17.</source>
        <translation>Un solo mazzo, il blackjack paga 6 a 5 e il banco tira su 17 morbido.</translation>
    </message>
    <message>
        <source>How many boxes you bet on and play each round; every other player plays one.</source>
        <translation>Su quanti box punti e giochi a ogni turno; ogni altro giocatore ne gioca uno.</translation>
    </message>
    <message>
        <source>When the cut card comes out, the round is finished and the shoe is shuffled.</source>
        <translation>Quando esce la carta di taglio, il turno si gioca fino in fondo e poi il sabot viene mescolato.</translation>
    </message>
    <message>
        <source>2 means a pair may be split once, not again.</source>
        <translation>Con 2 una coppia si divide una volta sola, non di nuovo.</translation>
    </message>
    <message>
        <source>Give up half your bet instead of playing the hand, after the dealer has checked for blackjack.</source>
        <translation>Rinunci a metà della puntata invece di giocare la mano, dopo che il banco ha controllato se ha un blackjack.</translation>
    </message>
    <message>
        <source>The chips every player starts the match with.</source>
        <translation>Le fiches con cui ogni giocatore comincia la partita.</translation>
    </message>
    <message>
        <source>Hole card, peeked for blackjack</source>
        <translation>Carta coperta, controllata per il blackjack</translation>
    </message>
    <message>
        <source>No hole card (European)</source>
        <translation>Nessuna carta coperta (europeo)</translation>
    </message>
    <message>
        <source>Any two cards</source>
        <translation>Due carte qualsiasi</translation>
    </message>
    <message>
        <source>9, 10 or 11</source>
        <translation>9, 10 o 11</translation>
    </message>
    <message>
        <source>10 or 11</source>
        <translation>10 o 11</translation>
    </message>
    <message>
        <source>3 to 2</source>
        <translation>3 a 2</translation>
    </message>
    <message>
        <source>6 to 5</source>
        <translation>6 a 5</translation>
    </message>
    <message>
        <source>Bets are from {low} to {high}, in steps of {step}.</source>
        <translation>Le puntate vanno da {low} a {high}, a passi di {step}.</translation>
    </message>
    <message>
        <source>{move} is not a move of blackjack now.</source>
        <translation>{move} ora non è una mossa del blackjack.</translation>
    </message>
    <message>
        <source>Insure or decline: the dealer shows an ace.</source>
        <translation>Assicurati o rifiuta: il banco mostra un asso.</translation>
    </message>
    <message>
        <source>Bets are placed before the cards are dealt.</source>
        <translation>Le puntate si fanno prima che vengano distribuite le carte.</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer shows an ace.</source>
        <translation>L&apos;assicurazione si offre solo quando il banco mostra un asso.</translation>
    </message>
    <message>
        <source>Place your bet first.</source>
        <translation>Prima fai la tua puntata.</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: you sit this round out.</source>
        <translation>Non hai le fiches per la puntata minima del tavolo: resti fuori da questo turno.</translation>
    </message>
    <message>
        <source>You have only {chips} chips.</source>
        <translation>Hai solo {chips} fiches.</translation>
    </message>
    <message>
        <source>You may surrender only as your first decision, before any split.</source>
        <translation>Puoi arrenderti solo come prima decisione, prima di ogni divisione.</translation>
    </message>
    <message>
        <source>You do not have the chips to insure.</source>
        <translation>Non hai le fiches per assicurarti.</translation>
    </message>
    <message>
        <source>Split aces take one card each.</source>
        <translation>Gli assi divisi ricevono una carta ciascuno.</translation>
    </message>
    <message>
        <source>No card is left to deal.</source>
        <translation>Non restano carte da distribuire.</translation>
    </message>
    <message>
        <source>You may double only on your first two cards.</source>
        <translation>Puoi raddoppiare solo sulle tue prime due carte.</translation>
    </message>
    <message>
        <source>This table does not allow doubling after a split.</source>
        <translation>Questo tavolo non permette di raddoppiare dopo una divisione.</translation>
    </message>
    <message>
        <source>You may double only on 9, 10 or 11.</source>
        <translation>Puoi raddoppiare solo su 9, 10 o 11.</translation>
    </message>
    <message>
        <source>You do not have the chips to double.</source>
        <translation>Non hai le fiches per raddoppiare.</translation>
    </message>
    <message>
        <source>Only a pair can be split.</source>
        <translation>Si può dividere solo una coppia.</translation>
    </message>
    <message numerus="yes">
        <source>A box plays at most {n} hands.</source>
        <extracomment>English singular: A box plays at most {n} hand.</extracomment>
        <translation>
            <numerusform>Un box gioca al massimo {n} mano.</numerusform>
            <numerusform>Un box gioca al massimo {n} mani.</numerusform>
        </translation>
    </message>
    <message>
        <source>This table does not allow splitting aces again.</source>
        <translation>Questo tavolo non permette di ridividere gli assi.</translation>
    </message>
    <message>
        <source>You do not have the chips to split.</source>
        <translation>Non hai le fiches per dividere.</translation>
    </message>
    <message>
        <source>This table does not allow surrender.</source>
        <translation>Questo tavolo non permette la resa.</translation>
    </message>
    <message>
        <source>You may double only on 10 or 11.</source>
        <translation>Puoi raddoppiare solo su 10 o 11.</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Casino 21 against the dealer: come nearer to 21 than the dealer&apos;s hand without going over; hit, stand, double, split and insure.</source>
        <translation>Il 21 da casinò contro il banco: avvicinati a 21 più della mano del banco senza superarlo; chiedi carta, stai, raddoppia, dividi e assicurati.</translation>
    </message>
    <message>
        <source>You broke even.</source>
        <translation>Hai chiuso in pari.</translation>
    </message>
    <message>
        <source>{seat} broke even.</source>
        <translation>{seat} ha chiuso in pari.</translation>
    </message>
    <message numerus="yes">
        <source>You won {n} chips.</source>
        <extracomment>English singular: You won {n} chip.</extracomment>
        <translation>
            <numerusform>Hai vinto {n} fiche.</numerusform>
            <numerusform>Hai vinto {n} fiches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} won {n} chips.</source>
        <extracomment>English singular: {seat} won {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} ha vinto {n} fiche.</numerusform>
            <numerusform>{seat} ha vinto {n} fiches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lost {n} chips.</source>
        <extracomment>English singular: You lost {n} chip.</extracomment>
        <translation>
            <numerusform>Hai perso {n} fiche.</numerusform>
            <numerusform>Hai perso {n} fiches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} lost {n} chips.</source>
        <extracomment>English singular: {seat} lost {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} ha perso {n} fiche.</numerusform>
            <numerusform>{seat} ha perso {n} fiches.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has {most} boxes: with {players} players you may play at most {boxes}.</source>
        <translation>Il tavolo ha {most} box: con {players} giocatori puoi giocarne al massimo {boxes}.</translation>
    </message>
    <message>
        <source>The table&apos;s limits are multiples of {step}.</source>
        <translation>I limiti del tavolo sono multipli di {step}.</translation>
    </message>
    <message>
        <source>The smallest bet is larger than the largest.</source>
        <translation>La puntata minima è più alta della puntata massima.</translation>
    </message>
    <message>
        <source>This chart is being worked out and will show here in a moment.</source>
        <translation>Questa tabella è in fase di calcolo e comparirà qui tra un momento.</translation>
    </message>
    <message>
        <source>You bet nothing this round, so cannot have a result of {result}.</source>
        <translation>Non hai puntato niente in questo turno, quindi non puoi avere un risultato di {result}.</translation>
    </message>
    <message>
        <source>{seat} bet nothing this round, so cannot have a result of {result}.</source>
        <translation>{seat} non ha puntato niente in questo turno, quindi non può avere un risultato di {result}.</translation>
    </message>
    <message>
        <source>Your bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>La tua puntata non può essere {bet}: una puntata è 0 (fuori dal turno) o più.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>La puntata di {seat} non può essere {bet}: una puntata è 0 (fuori dal turno) o più.</translation>
    </message>
    <message>
        <source>Your bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>Hai puntato {bet}, che non è un multiplo di 10: si punta con fiches da 10.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>{seat} ha puntato {bet}, che non è un multiplo di 10: si punta con fiches da 10.</translation>
    </message>
    <message>
        <source>Your bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>Hai puntato {bet}, che non si può ripartire su al massimo {boxes} box da {low} a {high} ciascuno.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>{seat} ha puntato {bet}, che non si può ripartire su al massimo {boxes} box da {low} a {high} ciascuno.</translation>
    </message>
    <message>
        <source>You cannot bet {bet} with {chips} chips.</source>
        <translation>Non puoi puntare {bet} con {chips} fiches.</translation>
    </message>
    <message>
        <source>{seat} cannot bet {bet} with {chips} chips.</source>
        <translation>{seat} non può puntare {bet} con {chips} fiches.</translation>
    </message>
    <message>
        <source>You bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>Hai puntato {bet}, che può vincere al massimo {win} e perdere al massimo {loss}.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>{seat} ha puntato {bet}, che può vincere al massimo {win} e perdere al massimo {loss}.</translation>
    </message>
    <message>
        <source>You bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>Hai puntato {bet}, che non può dare {result}: i risultati possibili più vicini sono {below} e {above}.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>{seat} ha puntato {bet}, che non può dare {result}: i risultati possibili più vicini sono {below} e {above}.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Fiches iniziali</translation>
    </message>
    <message>
        <source>Boxes a player may play</source>
        <translation>Box che un giocatore può giocare</translation>
    </message>
    <message>
        <source>Your bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>Hai puntato {bet}, fuori dai limiti del tavolo, da {low} a {high}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>{seat} ha puntato {bet}, fuori dai limiti del tavolo, da {low} a {high}.</translation>
    </message>
    <message>
        <source>What every player starts with.</source>
        <translation>Le fiches con cui comincia ogni giocatore.</translation>
    </message>
    <message>
        <source>With more than one box a player&apos;s bet is the sum of the boxes&apos; bets.</source>
        <translation>Con più di un box, la puntata di un giocatore è la somma delle puntate dei suoi box.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Puntata</translation>
    </message>
    <message>
        <source>sat this round out</source>
        <translation>fuori da questo turno</translation>
    </message>
    <message>
        <source>Bets {low} to {high}; a blackjack pays {pays}.</source>
        <translation>Puntate da {low} a {high}; un blackjack paga {pays}.</translation>
    </message>
    <message>
        <source>the smallest bet, {low}, is above the largest, {high}</source>
        <translation>la puntata minima, {low}, supera la massima, {high}</translation>
    </message>
    <message numerus="yes">
        <source>The house has won {n} chips.</source>
        <extracomment>English singular: The house has won {n} chip.</extracomment>
        <translation>
            <numerusform>Il banco ha vinto {n} fiche.</numerusform>
            <numerusform>Il banco ha vinto {n} fiches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} rounds to play; the most chips win.</source>
        <extracomment>English singular: {n} round to play; the most chips win.</extracomment>
        <translation>
            <numerusform>Resta {n} turno da giocare; vince chi ha più fiches.</numerusform>
            <numerusform>Restano {n} turni da giocare; vince chi ha più fiches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter your bet as a whole number (0 for sitting the round out).</source>
        <translation>Inserisci la tua puntata come numero intero (0 se resti fuori dal turno).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bet as a whole number (0 for sitting the round out).</source>
        <translation>Inserisci la puntata di {seat} come numero intero (0 se resta fuori dal turno).</translation>
    </message>
    <message>
        <source>Enter your result as a whole number of chips (negative for a loss).</source>
        <translation>Inserisci il tuo risultato come numero intero di fiches (negativo per una perdita).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s result as a whole number of chips (negative for a loss).</source>
        <translation>Inserisci il risultato di {seat} come numero intero di fiches (negativo per una perdita).</translation>
    </message>
    <message>
        <source>The chips each player won (positive) or lost (negative) in the round, insurance, doubles and splits included.</source>
        <translation>Le fiches che ogni giocatore ha vinto (positive) o perso (negative) nel turno, assicurazione, raddoppi e divisioni compresi.</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Banco</translation>
    </message>
    <message numerus="yes">
        <source>The house has lost {n} chips.</source>
        <extracomment>English singular: The house has lost {n} chip.</extracomment>
        <translation>
            <numerusform>Il banco ha perso {n} fiche.</numerusform>
            <numerusform>Il banco ha perso {n} fiches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s first bet, {low} to {high} in chips of 10; 0 for a player who sat the round out.</source>
        <translation>La prima puntata di ogni giocatore, da {low} a {high} in fiches da 10; 0 per chi è rimasto fuori dal turno.</translation>
    </message>
    <message>
        <source>What the round brought the house; {total} since the first round.</source>
        <translation>Quello che il turno ha portato al banco; {total} dal primo turno.</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Hit or stand? You have {points}.</source>
        <translation>Chiedi carta o stai? Hai {points}.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Il turno è finito.</translation>
    </message>
    <message>
        <source>Place your bet: {low} to {high}.</source>
        <translation>Fai la tua puntata: da {low} a {high}.</translation>
    </message>
    <message>
        <source>The dealer shows an ace: insure or decline?</source>
        <translation>Il banco mostra un asso: ti assicuri o rifiuti?</translation>
    </message>
    <message>
        <source>Hit, stand, double, split or surrender? You have {points}.</source>
        <translation>Chiedi carta, stai, raddoppi, dividi o ti arrendi? Hai {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or surrender? You have {points}.</source>
        <translation>Chiedi carta, stai, raddoppi o ti arrendi? Hai {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, split or surrender? You have {points}.</source>
        <translation>Chiedi carta, stai, dividi o ti arrendi? Hai {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or surrender? You have {points}.</source>
        <translation>Chiedi carta, stai o ti arrendi? Hai {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or split? You have {points}.</source>
        <translation>Chiedi carta, stai, raddoppi o dividi? Hai {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or double? You have {points}.</source>
        <translation>Chiedi carta, stai o raddoppi? Hai {points}.</translation>
    </message>
    <message>
        <source>Split the aces again, or stand? You have {points}.</source>
        <translation>Ridividi gli assi o stai? Hai {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or split? You have {points}.</source>
        <translation>Chiedi carta, stai o dividi? Hai {points}.</translation>
    </message>
    <message>
        <source>Dealer&apos;s hand</source>
        <translation>Mano del banco</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Sabot</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: bet 0 to sit out.</source>
        <translation>Non hai le fiches per la puntata minima del tavolo: punta 0 per restare fuori.</translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards; the cut card is out: a new shoe next round.</source>
        <extracomment>English singular: Shoe: {n} card; the cut card is out: a new shoe next round.</extracomment>
        <translation>
            <numerusform>Sabot: {n} carta; la carta di taglio è uscita: sabot nuovo al prossimo turno.</numerusform>
            <numerusform>Sabot: {n} carte; la carta di taglio è uscita: sabot nuovo al prossimo turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards, {cut} to the cut card.</source>
        <extracomment>English singular: Shoe: {n} card, {cut} to the cut card.</extracomment>
        <translation>
            <numerusform>Sabot: {n} carta, {cut} prima della carta di taglio.</numerusform>
            <numerusform>Sabot: {n} carte, {cut} prima della carta di taglio.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer busts with {points}.</source>
        <translation>Il banco sballa con {points}.</translation>
    </message>
    <message>
        <source>The dealer shows {points}.</source>
        <translation>Il banco mostra {points}.</translation>
    </message>
    <message>
        <source>Chips over the rounds</source>
        <translation>Fiches turno per turno</translation>
    </message>
    <message>
        <source>No rounds yet: each player&apos;s chips are drawn here after every round.</source>
        <translation>Ancora nessun turno: qui compaiono le fiches di ogni giocatore dopo ogni turno.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} chips</source>
        <extracomment>English singular: {name}: {n} chip</extracomment>
        <translation>
            <numerusform>{name}: {n} fiche</numerusform>
            <numerusform>{name}: {n} fiches</numerusform>
        </translation>
    </message>
    <message>
        <source>A result is the sum of the differences with each other player: {players} times the points less {tie}.</source>
        <translation>Un risultato è la somma delle differenze con ciascun altro giocatore: {players} volte la differenza tra i punti e {tie}.</translation>
    </message>
    <message>
        <source>A result is the points less the tie score, {tie}.</source>
        <translation>Un risultato è dato dai punti meno il punteggio di parità, {tie}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {deals} deals: {n} deals to play; the highest total wins.</source>
        <extracomment>English singular: A match of {deals} deals: {n} deal to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Una partita di {deals} smazzate: ancora {n} smazzata da giocare; vince il totale più alto.</numerusform>
            <numerusform>Una partita di {deals} smazzate: ancora {n} smazzate da giocare; vince il totale più alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30 and the ace of clubs 40. They add up to {total}.</source>
        <translation>I punti presi da ogni giocatore: 10 per ogni carta rossa dal nove al re, 20 per ogni asso rosso, il loro valore per le altre carte rosse, 30 per l&apos;asso di picche e 40 per l&apos;asso di fiori. In tutto fanno {total}.</translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30. They add up to {total}.</source>
        <translation>I punti presi da ogni giocatore: 10 per ogni carta rossa dal nove al re, 20 per ogni asso rosso, il loro valore per le altre carte rosse, 30 per l&apos;asso di picche. In tutto fanno {total}.</translation>
    </message>
    <message>
        <source>The points add up to {sum}, but with {players} players the cards are worth {total}: every card is taken by the end of a deal.</source>
        <translation>I punti fanno {sum} in tutto, ma con {players} giocatori le carte valgono {total}: alla fine di una smazzata ogni carta è stata presa.</translation>
    </message>
    <message>
        <source>Enter the points you took as a whole number.</source>
        <translation>Inserisci come numero intero i punti che hai preso.</translation>
    </message>
    <message>
        <source>Enter the points {seat} took as a whole number.</source>
        <translation>Inserisci come numero intero i punti presi da {seat}.</translation>
    </message>
    <message>
        <source>Enter the points you took.</source>
        <translation>Inserisci i punti che hai preso.</translation>
    </message>
    <message>
        <source>You cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>Non puoi aver preso {points} punti: con {players} giocatori una smazzata ne contiene da 0 a {total}.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>{seat} non può aver preso {points} punti: con {players} giocatori una smazzata ne contiene da 0 a {total}.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the highest total.</source>
        <extracomment>English singular: The win is shared: {n} player has the highest total.</extracomment>
        <translation>
            <numerusform>La vittoria è condivisa: {n} giocatore ha il totale più alto.</numerusform>
            <numerusform>La vittoria è condivisa: {n} giocatori hanno il totale più alto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: You cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>Non puoi aver preso esattamente {n} punto: nessuna combinazione di carte che contano dà questo totale.</numerusform>
            <numerusform>Non puoi aver preso esattamente {n} punti: nessuna combinazione di carte che contano dà questo totale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: {seat} cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>{seat} non può aver preso esattamente {n} punto: nessuna combinazione di carte che contano dà questo totale.</numerusform>
            <numerusform>{seat} non può aver preso esattamente {n} punti: nessuna combinazione di carte che contano dà questo totale.</numerusform>
        </translation>
    </message>
    <message>
        <source>No pair: lay a card on the table.</source>
        <translation>Nessuna coppia: posa una carta sul tavolo.</translation>
    </message>
    <message numerus="yes">
        <source>The turned {card} pairs with {n} table cards: choose one.</source>
        <extracomment>English singular: The turned {card} pairs with {n} table card: choose one.</extracomment>
        <translation>
            <numerusform>La carta girata ({card}) fa coppia con {n} carta del tavolo: scegline una.</numerusform>
            <numerusform>La carta girata ({card}) fa coppia con {n} carte del tavolo: scegline una.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair a card of your hand with a table card to make ten.</source>
        <translation>Abbina una carta della tua mano a una carta del tavolo per fare dieci.</translation>
    </message>
    <message numerus="yes">
        <source>Points still out: {n}</source>
        <extracomment>English singular: Points still out: {n}</extracomment>
        <translation>
            <numerusform>Punti ancora in gioco: {n}</numerusform>
            <numerusform>Punti ancora in gioco: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Carta girata</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Prese</translation>
    </message>
    <message numerus="yes">
        <source>{n} points</source>
        <extracomment>English singular: {n} point</extracomment>
        <translation>
            <numerusform>{n} punto</numerusform>
            <numerusform>{n} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cards owed to the trump row</source>
        <extracomment>English singular: {n} card owed to the trump row</extracomment>
        <translation>
            <numerusform>{n} carta dovuta alla fila di atout</numerusform>
            <numerusform>{n} carte dovute alla fila di atout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next draw: {n} cards</source>
        <extracomment>English singular: Next draw: {n} card</extracomment>
        <translation>
            <numerusform>Prossima pesca: {n} carta</numerusform>
            <numerusform>Prossima pesca: {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>Carte scoperte</translation>
    </message>
    <message>
        <source>Nobody is known to hold your ranks: ask for the {rank}.</source>
        <translation>Non si sa chi abbia i tuoi valori: chiedi questo valore ({rank}).</translation>
    </message>
    <message>
        <source>{seat} was given the {card}: ask for it.</source>
        <translation>{seat} ha ricevuto {card}: chiedila.</translation>
    </message>
    <message>
        <source>{seat} is known to hold a {rank}: ask for it.</source>
        <translation>Si sa che {seat} ha una carta di questo valore ({rank}): chiedila.</translation>
    </message>
    <message>
        <source>Ask {seat} for the rank you hold most of ({rank}): nobody knows {seat} lacks it.</source>
        <translation>Chiedi a {seat} il valore di cui hai più carte ({rank}): nessuno sa se a {seat} manca.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw from the stock.</source>
        <translation>Hai la mano vuota: pesca dal mazzo.</translation>
    </message>
    <message>
        <source>You draw only when your hand is empty: ask a player.</source>
        <translation>Peschi solo quando hai la mano vuota: fai una domanda a un giocatore.</translation>
    </message>
    <message>
        <source>Ask a player for a card: that is the only move.</source>
        <translation>Chiedi una carta a un giocatore: è l&apos;unica mossa.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw a card from the stock.</source>
        <translation>Hai la mano vuota: pesca una carta dal mazzo.</translation>
    </message>
    <message>
        <source>In this game you ask for a specific card, not a rank.</source>
        <translation>In questa partita chiedi una carta precisa, non un valore.</translation>
    </message>
    <message>
        <source>In this game you ask for a rank, not a specific card.</source>
        <translation>In questa partita chiedi un valore, non una carta precisa.</translation>
    </message>
    <message>
        <source>There is no such player to ask.</source>
        <translation>Questo giocatore non esiste.</translation>
    </message>
    <message>
        <source>Nobody can ask themself.</source>
        <translation>Nessuno può fare una domanda a se stesso.</translation>
    </message>
    <message>
        <source>{seat} has no cards to ask for.</source>
        <translation>{seat} non ha carte da chiedere.</translation>
    </message>
    <message>
        <source>You must hold a card of the rank you ask for.</source>
        <translation>Devi avere una carta del valore che chiedi.</translation>
    </message>
    <message>
        <source>You hold that card already: ask for one you do not hold.</source>
        <translation>Hai già quella carta: chiedine una che non hai.</translation>
    </message>
    <message>
        <source>You draw only when told to go fish.</source>
        <translation>Peschi solo quando ti mandano a pescare.</translation>
    </message>
    <message>
        <source>From what was said, {seat} holds a {rank} {percent}% of the time: the best chance to ask again.</source>
        <translation>Da quanto è stato detto, {seat} ha una carta di questo valore ({rank}) il {percent}% delle volte: la migliore occasione per chiedere ancora.</translation>
    </message>
    <message>
        <source>Go Fish</source>
        <translation>Go Fish</translation>
    </message>
    <message>
        <source>Ask the other players for the ranks you hold and fish from the stock when they have none: the most books of four wins.</source>
        <translation>Chiedi agli altri giocatori i valori che hai e pesca dal mazzo quando non ne hanno: vince chi fa più poker.</translation>
    </message>
    <message>
        <source>Asking</source>
        <translation>Richiesta</translation>
    </message>
    <message>
        <source>May ask for a card you hold</source>
        <translation>Si può chiedere una carta che si ha</translation>
    </message>
    <message>
        <source>Go on until all thirteen books are made</source>
        <translation>Continuare finché tutti i tredici poker sono fatti</translation>
    </message>
    <message>
        <source>Stock to fish from</source>
        <translation>Mazzo da cui pescare</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Authors</translation>
    </message>
    <message>
        <source>Go Fish without the stock: all the cards are dealt, a miss passes the turn to the player asked, and play goes on until all the books are made.</source>
        <translation>Go Fish senza mazzo: si distribuiscono tutte le carte, una domanda a vuoto passa il turno al giocatore interpellato, e si gioca finché tutti i poker sono fatti.</translation>
    </message>
    <message>
        <source>&quot;Some people play that rather than asking for a rank, you must ask for a specific card. You must already hold at least one card of that rank.&quot;</source>
        <translation>«Alcuni giocano che invece di chiedere un valore si deve chiedere una carta precisa. Si deve già avere almeno una carta di quel valore.»</translation>
    </message>
    <message>
        <source>When asking for specific cards: whether you may ask for a card you already hold, to mislead the others (you will have to fish and your turn will end).</source>
        <translation>Chiedendo carte precise: se puoi chiedere una carta che hai già, per ingannare gli altri (dovrai pescare e il tuo turno finirà).</translation>
    </message>
    <message>
        <source>&quot;When the stock runs out, you carry on playing until all the cards have been made into books.&quot; A player whose hand is empty draws from the stock when the turn comes.</source>
        <translation>«Quando il mazzo finisce, si continua a giocare finché tutte le carte sono state riunite in poker.» Un giocatore con la mano vuota pesca dal mazzo quando arriva il suo turno.</translation>
    </message>
    <message>
        <source>Five cards each (seven each for two players) and the rest face down as a stock. Without a stock all the cards are dealt out as equally as possible and a miss passes the turn to the player asked.</source>
        <translation>Cinque carte a testa (sette a testa in due) e il resto coperto come mazzo. Senza mazzo tutte le carte si distribuiscono nel modo più equo possibile e una domanda a vuoto passa il turno al giocatore interpellato.</translation>
    </message>
    <message>
        <source>One hand, won by the most books; or a series of hands, a point a book, until a player reaches the target.</source>
        <translation>Una mano, vinta da chi ha più poker; oppure una serie di mani, un punto per poker, finché un giocatore raggiunge il traguardo.</translation>
    </message>
    <message>
        <source>With a point a book: the score that wins the game.</source>
        <translation>Con un punto per poker: il punteggio che fa vincere la partita.</translation>
    </message>
    <message>
        <source>Ask for a rank</source>
        <translation>Chiedere un valore</translation>
    </message>
    <message>
        <source>Ask for a specific card</source>
        <translation>Chiedere una carta precisa</translation>
    </message>
    <message>
        <source>One hand: most books wins</source>
        <translation>Una mano: vince chi ha più poker</translation>
    </message>
    <message>
        <source>A point a book, to a target</source>
        <translation>Un punto per poker, fino al traguardo</translation>
    </message>
    <message>
        <source>You made the most books.</source>
        <translation>Hai fatto più poker di tutti.</translation>
    </message>
    <message>
        <source>{seat} made the most books.</source>
        <translation>{seat} ha fatto più poker di tutti.</translation>
    </message>
    <message>
        <source>You share the most books.</source>
        <translation>Sei in parità per il maggior numero di poker.</translation>
    </message>
    <message>
        <source>{seat} shares the most books.</source>
        <translation>{seat} è in parità per il maggior numero di poker.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>How many books each player made: played out (as Authors is), all thirteen are made, so they add up to 13.</source>
        <translation>Quanti poker ha fatto ogni giocatore: giocando fino in fondo (come in Authors) si fanno tutti e tredici, quindi il totale è 13.</translation>
    </message>
    <message>
        <source>How many books each player made when the hand ended: 13 at most in all.</source>
        <translation>Quanti poker ha fatto ogni giocatore quando la mano è finita: al massimo 13 in tutto.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but a pack makes only {books} books.</source>
        <translation>I poker danno in totale {made}, ma un mazzo fa solo {books} poker.</translation>
    </message>
    <message>
        <source>most books, shared</source>
        <translation>più poker, in parità</translation>
    </message>
    <message>
        <source>most books</source>
        <translation>più poker</translation>
    </message>
    <message>
        <source>Hands with the most books (shared ones too): {tally}.</source>
        <translation>Mani con più poker (anche in parità): {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {count} players have the most books, {n} books each.</source>
        <extracomment>English singular: The win is shared: {count} players have the most books, {n} book each.</extracomment>
        <translation>
            <numerusform>La vittoria è condivisa: {count} giocatori hanno più poker, {n} poker ciascuno.</numerusform>
            <numerusform>La vittoria è condivisa: {count} giocatori hanno più poker, {n} poker ciascuno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made as a whole number.</source>
        <translation>Inserisci come numero intero quanti poker hai fatto.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made as a whole number.</source>
        <translation>Inserisci come numero intero quanti poker ha fatto {seat}.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but the hand goes on until all {books} books are made.</source>
        <translation>I poker danno in totale {made}, ma la mano continua finché tutti i {books} poker sono fatti.</translation>
    </message>
    <message numerus="yes">
        <source>A point a book: the match ends when a player reaches {n} points; the highest total wins.</source>
        <extracomment>English singular: A point a book: the match ends when a player reaches {n} point; the highest total wins.</extracomment>
        <translation>
            <numerusform>Un punto per poker: la partita finisce quando un giocatore arriva a {n} punto; vince il totale più alto.</numerusform>
            <numerusform>Un punto per poker: la partita finisce quando un giocatore arriva a {n} punti; vince il totale più alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made.</source>
        <translation>Inserisci quanti poker hai fatto.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made.</source>
        <translation>Inserisci quanti poker ha fatto {seat}.</translation>
    </message>
    <message>
        <source>One hand: whoever makes the most books wins.</source>
        <translation>Una mano: vince chi fa più poker.</translation>
    </message>
    <message>
        <source>You cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>Non puoi aver fatto {count} poker: un giocatore fa 0 poker o più.</translation>
    </message>
    <message>
        <source>{seat} cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>{seat} non può aver fatto {count} poker: un giocatore fa 0 poker o più.</translation>
    </message>
    <message>
        <source>Ask a player for a rank you hold.</source>
        <translation>Chiedi a un giocatore un valore che hai.</translation>
    </message>
    <message>
        <source>You have none: the turn passes to you.</source>
        <translation>Non ne hai: il turno passa a te.</translation>
    </message>
    <message>
        <source>{other} has none: the turn passes to them.</source>
        <translation>{other} non ne ha e prende il turno.</translation>
    </message>
    <message>
        <source>Ask a player for a card of a rank you hold.</source>
        <translation>Chiedi a un giocatore una carta di un valore che hai.</translation>
    </message>
    <message numerus="yes">
        <source>Books made: {n} of 13</source>
        <extracomment>English singular: Books made: {n} of 13</extracomment>
        <translation>
            <numerusform>Poker fatti: {n} su 13</numerusform>
            <numerusform>Poker fatti: {n} su 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave you {n} cards.</source>
        <extracomment>English singular: {other} gave you {n} card.</extracomment>
        <translation>
            <numerusform>{other} ti ha dato {n} carta.</numerusform>
            <numerusform>{other} ti ha dato {n} carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gave {seat} {n} cards.</source>
        <extracomment>English singular: You gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>Hai dato {n} carta a {seat}.</numerusform>
            <numerusform>Hai dato {n} carte a {seat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave {seat} {n} cards.</source>
        <extracomment>English singular: {other} gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>{other} ha dato {n} carta a {seat}.</numerusform>
            <numerusform>{other} ha dato {n} carte a {seat}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{other} said Go fish! You fished the {card} and ask again.</source>
        <translation>{other} ha detto «Pesca!»: hai pescato {card} e chiedi di nuovo.</translation>
    </message>
    <message>
        <source>You said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>Hai detto «Pesca!»: {seat} ha pescato {card} e chiede di nuovo.</translation>
    </message>
    <message>
        <source>{other} said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>{other} ha detto «Pesca!»: {seat} ha pescato {card} e chiede di nuovo.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to you.</source>
        <translation>{other} ti ha detto «Pesca!».</translation>
    </message>
    <message>
        <source>You said Go fish! to {seat}.</source>
        <translation>Hai detto «Pesca!» a {seat}.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to {seat}.</source>
        <translation>{other} ha detto «Pesca!» a {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>Books: {n}</source>
        <extracomment>English singular: Books: {n}</extracomment>
        <translation>
            <numerusform>Poker: {n}</numerusform>
            <numerusform>Poker: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no clubs: play any card but a heart or the queen of spades.</source>
        <translation>Non hai fiori: gioca una carta qualsiasi tranne una carta di cuori o la donna di picche.</translation>
    </message>
    <message>
        <source>You shot the moon: 26 points to every other player.</source>
        <translation>Hai fatto cappotto: 26 punti a tutti gli altri.</translation>
    </message>
    <message>
        <source>You took the queen of spades.</source>
        <translation>Hai preso la donna di picche.</translation>
    </message>
    <message>
        <source>{seat} took all 26 points, which is shooting the moon: choose {seat} under “Shot the moon”, or correct the points taken.</source>
        <translation>{seat} ha preso tutti i 26 punti, cioè ha fatto cappotto: scegli {seat} in «Cappotto», oppure correggi i punti presi.</translation>
    </message>
    <message>
        <source>You made a bid of {bid}: {points} points.</source>
        <translation>Hai realizzato la dichiarazione di {bid}: {points} punti.</translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; you deal and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Prossima mano: {n} carta a testa; dai le carte tu e dichiara per primo {other}.</numerusform>
            <numerusform>Prossima mano: {n} carte a testa; dai le carte tu e dichiara per primo {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and you bid first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Prossima mano: {n} carta a testa; dà le carte {seat} e dichiari per primo tu.</numerusform>
            <numerusform>Prossima mano: {n} carte a testa; dà le carte {seat} e dichiari per primo tu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; you deal and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Ultima mano: {n} carta a testa, senza atout; dai le carte tu e dichiara per primo {other}.</numerusform>
            <numerusform>Ultima mano: {n} carte a testa, senza atout; dai le carte tu e dichiara per primo {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and you bid first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Ultima mano: {n} carta a testa, senza atout; dà le carte {seat} e dichiari per primo tu.</numerusform>
            <numerusform>Ultima mano: {n} carte a testa, senza atout; dà le carte {seat} e dichiari per primo tu.</numerusform>
        </translation>
    </message>
    <message>
        <source>nil</source>
        <translation>nil</translation>
    </message>
    <message>
        <source>blind nil · took {took}</source>
        <translation>nil alla cieca · prese {took}</translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>nil alla cieca</translation>
    </message>
    <message>
        <source>bid {bid} · took {took}</source>
        <translation>dich. {bid} · prese {took}</translation>
    </message>
    <message>
        <source>set, {points} for bags</source>
        <translation>fallita, {points} per le prese in eccesso</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Eccesso</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100).</source>
        <translation>Prese dichiarate (da 1 a {size}), nil (nessuna presa: +/-50) o nil alla cieca (dichiarato prima di vedere le carte: +/-100).</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100). The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Prese dichiarate (da 1 a {size}), nil (nessuna presa: +/-50) o nil alla cieca (dichiarato prima di vedere le carte: +/-100). Il primo compagno è quello nominato per primo nella colonna (Anna in &quot;Anna &amp; Caterina&quot;).</translation>
    </message>
    <message>
        <source>{points} for bags</source>
        <translation>{points} per le prese in eccesso</translation>
    </message>
    <message>
        <source>made, {points} for bags</source>
        <translation>realizzata, {points} per le prese in eccesso</translation>
    </message>
    <message>
        <source>People usually play Spades to 500 points; the higher total wins if both sides pass it.</source>
        <translation>Di solito Spades si gioca a 500 punti; se entrambe le squadre li superano, vince il totale più alto.</translation>
    </message>
    <message>
        <source>If you have 10 bags, you get -100 points (and start counting bags again).</source>
        <translation>Con 10 prese in eccesso si perdono 100 punti (e si ricomincia a contarle).</translation>
    </message>
    <message>
        <source>{name} (first partner)</source>
        <translation>{name} (primo compagno)</translation>
    </message>
    <message>
        <source>{name} (second partner)</source>
        <translation>{name} (secondo compagno)</translation>
    </message>
    <message>
        <source>1st partner&apos;s bid</source>
        <translation>Dichiarazione 1º compagno</translation>
    </message>
    <message>
        <source>2nd partner&apos;s bid</source>
        <translation>Dichiarazione 2º compagno</translation>
    </message>
    <message>
        <source>1st partner&apos;s tricks</source>
        <translation>Prese 1º compagno</translation>
    </message>
    <message>
        <source>2nd partner&apos;s tricks</source>
        <translation>Prese 2º compagno</translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
        <translation>Le prese danno in totale {total}, non {size}: ogni mano ha {size} prese.</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>Nil</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Prese fatte</translation>
    </message>
    <message>
        <source>Tricks the first partner took. The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Le prese fatte dal primo compagno. Il primo compagno è quello nominato per primo nella colonna (Anna in &quot;Anna &amp; Caterina&quot;).</translation>
    </message>
    <message>
        <source>Tricks the second partner took.</source>
        <translation>Le prese fatte dal secondo compagno.</translation>
    </message>
    <message>
        <source>{bags} this hand, {counted} counted</source>
        <translation>{bags} in questa mano, {counted} in tutto</translation>
    </message>
    <message>
        <source>made</source>
        <translation>realizzata</translation>
    </message>
    <message>
        <source>set</source>
        <translation>fallita</translation>
    </message>
    <message>
        <source>Enter {player}&apos;s bid.</source>
        <translation>Inserisci la dichiarazione di {player}.</translation>
    </message>
    <message>
        <source>Enter the tricks {player} took.</source>
        <translation>Inserisci le prese fatte da {player}.</translation>
    </message>
    <message>
        <source>{limit} bags cost 100</source>
        <translation>{limit} prese in eccesso costano 100</translation>
    </message>
    <message>
        <source>{player}&apos;s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
        <translation>La dichiarazione {bid} di {player} non è valida: dichiara da 1 a {most}, nil o nil alla cieca.</translation>
    </message>
    <message>
        <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
        <translation>{player} ha fatto {tricks} prese: un giocatore ne fa da 0 a {most}.</translation>
    </message>
    <message>
        <source>nil failed</source>
        <translation>nil fallito</translation>
    </message>
    <message>
        <source>nil made</source>
        <translation>nil realizzato</translation>
    </message>
    <message>
        <source>blind nil failed</source>
        <translation>nil alla cieca fallito</translation>
    </message>
    <message>
        <source>blind nil made</source>
        <translation>nil alla cieca realizzato</translation>
    </message>
    <message>
        <source>contract {bid}</source>
        <translation>contratto {bid}</translation>
    </message>
    <message numerus="yes">
        <source>You &amp; {other} made your {bid} with {n} tricks.</source>
        <extracomment>English singular: You &amp; {other} made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>Tu e {other} avete realizzato il vostro {bid} con {n} presa.</numerusform>
            <numerusform>Tu e {other} avete realizzato il vostro {bid} con {n} prese.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; you made your {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; you made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} e tu avete realizzato il vostro {bid} con {n} presa.</numerusform>
            <numerusform>{seat} e tu avete realizzato il vostro {bid} con {n} prese.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made {bid} with {n} tricks.</source>
        <extracomment>English singular: You made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>Hai realizzato il {bid} con {n} presa.</numerusform>
            <numerusform>Hai realizzato il {bid} con {n} prese.</numerusform>
        </translation>
    </message>
    <message>
        <source>You &amp; {other} reached 10 bags: {points} points.</source>
        <translation>Tu e {other}: raggiunte 10 prese in eccesso, {points} punti.</translation>
    </message>
    <message>
        <source>{seat} &amp; you reached 10 bags: {points} points.</source>
        <translation>{seat} e tu: raggiunte 10 prese in eccesso, {points} punti.</translation>
    </message>
    <message>
        <source>You reached 10 bags: {points} points.</source>
        <translation>Hai raggiunto 10 prese in eccesso: {points} punti.</translation>
    </message>
    <message>
        <source>Your {bid} failed ({took} taken).</source>
        <translation>Il tuo {bid} è fallito ({took} prese).</translation>
    </message>
    <message>
        <source>You made {bid}.</source>
        <translation>Hai realizzato il {bid}.</translation>
    </message>
    <message>
        <source>You &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>Tu e {other} avete fallito la dichiarazione: dichiarate {bid}, fatte {took}.</translation>
    </message>
    <message>
        <source>{seat} &amp; you were set: bid {bid}, took {took}.</source>
        <translation>{seat} e tu avete fallito la dichiarazione: dichiarate {bid}, fatte {took}.</translation>
    </message>
    <message>
        <source>You were set: bid {bid}, took {took}.</source>
        <translation>Hai fallito la dichiarazione: dichiarate {bid}, fatte {took}.</translation>
    </message>
    <message>
        <source>Play the {card} on top: the next player takes the kitty only about {percent}% of the time.</source>
        <translation>Gioca {card} in cima: il giocatore successivo prenderà il piatto solo circa il {percent}% delle volte.</translation>
    </message>
    <message>
        <source>You cannot play: pass the {card}, the card you need least.</source>
        <translation>Non puoi giocare: passa {card}, la carta che ti serve meno.</translation>
    </message>
    <message>
        <source>Take the kitty: it adds {points} points to your collection.</source>
        <translation>Prendi il piatto: aggiunge {points} punti alle tue prese.</translation>
    </message>
    <message>
        <source>Take the kitty now, while it adds only {points} points.</source>
        <translation>Prendi il piatto adesso, finché aggiunge solo {points} punti.</translation>
    </message>
    <message>
        <source>Only the last card matters: name the others in the usual order.</source>
        <translation>Conta solo l&apos;ultima carta: indica le altre nell&apos;ordine abituale.</translation>
    </message>
    <message>
        <source>Each card of several must be at least the top card (or a two).</source>
        <translation>In una giocata di più carte, ognuna deve essere più alta della carta in cima o uguale (o un due).</translation>
    </message>
    <message>
        <source>In Statistics you play cards, take the kitty or pass a card.</source>
        <translation>In Statistics giochi carte, prendi il piatto o passi una carta.</translation>
    </message>
    <message>
        <source>Name the cards, each once.</source>
        <translation>Indica le carte, ognuna una volta sola.</translation>
    </message>
    <message>
        <source>You can play, so you may not pass.</source>
        <translation>Puoi giocare, quindi non puoi passare.</translation>
    </message>
    <message>
        <source>An ace always takes the kitty.</source>
        <translation>Un asso prende sempre il piatto.</translation>
    </message>
    <message>
        <source>A single jack on a lower or equal card of the other suit of its colour takes the kitty.</source>
        <translation>Un fante da solo su una carta più bassa o uguale dell&apos;altro seme dello stesso colore prende il piatto.</translation>
    </message>
    <message>
        <source>Only an ace, a two, a set of eights or a jack on the other suit of its colour takes the kitty.</source>
        <translation>Solo un asso, un due, più otto insieme o un fante sull&apos;altro seme dello stesso colore prendono il piatto.</translation>
    </message>
    <message>
        <source>Name the cards of a take in the usual order.</source>
        <translation>Indica le carte di una presa nell&apos;ordine abituale.</translation>
    </message>
    <message>
        <source>On an empty kitty, lead one card or several cards of one rank.</source>
        <translation>Su un piatto vuoto esci con una carta sola o con più carte dello stesso valore.</translation>
    </message>
    <message>
        <source>A card must be at least the top card or of its suit.</source>
        <translation>Una carta deve essere più alta della carta in cima o uguale, oppure del suo seme.</translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation>Passa esattamente una carta.</translation>
    </message>
    <message>
        <source>Eights take the kitty only when it has a top card.</source>
        <translation>Gli otto prendono il piatto solo quando ha una carta in cima.</translation>
    </message>
    <message>
        <source>Play cards to the kitty and take it at the right moment to collect aces, sets and the ten of diamonds, but not the queen of spades; twos are wild. The first to 120 wins.</source>
        <translation>Gioca carte sul piatto e prendilo al momento giusto per raccogliere assi, gruppi e il dieci di quadri, ma non la donna di picche; i due sono jolly. Vince il primo che arriva a 120.</translation>
    </message>
    <message>
        <source>Reverse: the lowest score wins</source>
        <translation>Al contrario: vince il punteggio più basso</translation>
    </message>
    <message>
        <source>Reverse Statistics</source>
        <translation>Reverse Statistics</translation>
    </message>
    <message>
        <source>Statistics as a negative game: avoid taking points; when a player reaches the target, the lowest total wins.</source>
        <translation>Statistics come gioco in negativo: evita di prendere punti; quando un giocatore raggiunge il traguardo, vince il totale più basso.</translation>
    </message>
    <message>
        <source>Statistics played as a negative game: the game still ends at the target, and the lowest total wins.</source>
        <translation>Statistics giocato in negativo: la partita finisce sempre al traguardo, ma vince il totale più basso.</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player reaches this total.</source>
        <translation>La partita finisce dopo la smazzata in cui un giocatore raggiunge questo totale.</translation>
    </message>
    <message>
        <source>You scored {points}.</source>
        <translation>Hai totalizzato {points}.</translation>
    </message>
    <message>
        <source>{seat} scored {points}.</source>
        <translation>{seat} ha totalizzato {points}.</translation>
    </message>
    <message>
        <source>Enter how many aces you took as a whole number.</source>
        <translation>Inserisci come numero intero quanti assi hai preso.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took as a whole number.</source>
        <translation>Inserisci come numero intero quanti assi ha preso {seat}.</translation>
    </message>
    <message>
        <source>Enter how many aces you took.</source>
        <translation>Inserisci quanti assi hai preso.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took.</source>
        <translation>Inserisci quanti assi ha preso {seat}.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>Non puoi aver preso {count} assi: le prese di un giocatore ne contengono da 0 a 4.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>{seat} non può aver preso {count} assi: le prese di un giocatore ne contengono da 0 a 4.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took as a whole number.</source>
        <translation>Inserisci come numero intero quanti fanti e otto hai preso.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took as a whole number.</source>
        <translation>Inserisci come numero intero quanti fanti e otto ha preso {seat}.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took.</source>
        <translation>Inserisci quanti fanti e otto hai preso.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took.</source>
        <translation>Inserisci quanti fanti e otto ha preso {seat}.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>Non puoi aver preso {count} fanti e otto: le prese di un giocatore ne contengono da 0 a 8.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>{seat} non può aver preso {count} fanti e otto: le prese di un giocatore ne contengono da 0 a 8.</translation>
    </message>
    <message>
        <source>Enter your set points as a whole number.</source>
        <translation>Inserisci come numero intero i tuoi punti dei gruppi.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points as a whole number.</source>
        <translation>Inserisci come numero intero i punti dei gruppi di {seat}.</translation>
    </message>
    <message>
        <source>Enter your set points.</source>
        <translation>Inserisci i tuoi punti dei gruppi.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points.</source>
        <translation>Inserisci i punti dei gruppi di {seat}.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>I tuoi punti dei gruppi non possono essere {points}: i gruppi delle prese di un giocatore valgono da 0 a {most}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>I punti dei gruppi di {seat} non possono essere {points}: i gruppi delle prese di un giocatore valgono da 0 a {most}.</translation>
    </message>
    <message>
        <source>Choose who took the ten of diamonds.</source>
        <translation>Scegli chi ha preso il dieci di quadri.</translation>
    </message>
    <message>
        <source>Choose who took the queen of spades.</source>
        <translation>Scegli chi ha preso la donna di picche.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>I tuoi punti dei gruppi non possono essere {points}, un numero dispari: un gruppo vale 2, 4 o 8.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>I punti dei gruppi di {seat} non possono essere {points}, un numero dispari: un gruppo vale 2, 4 o 8.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, your sets are worth at least {least}, not {points}.</source>
        <translation>Con gli assi, i fanti e gli otto che hai preso, i tuoi gruppi valgono almeno {least}, non {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, the sets are worth at least {least}, not {points}.</source>
        <translation>Con gli assi, i fanti e gli otto presi da {seat}, i suoi gruppi valgono almeno {least}, non {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Con gli assi, i fanti e gli otto che hai preso, le tue prese non possono avere gruppi che valgano {points}: ogni valore tranne i due aggiunge 0, 2, 4 o 8, al massimo {most} in tutto.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Con gli assi, i fanti e gli otto presi da {seat}, le sue prese non possono avere gruppi che valgano {points}: ogni valore tranne i due aggiunge 0, 2, 4 o 8, al massimo {most} in tutto.</translation>
    </message>
    <message>
        <source>The aces add up to {total}, but every card ends in a collection: they add up to 4.</source>
        <translation>Gli assi fanno {total} in tutto, ma ogni carta finisce nelle prese di qualcuno: devono fare 4.</translation>
    </message>
    <message>
        <source>The jacks and eights add up to {total}, but every card ends in a collection: they add up to 8.</source>
        <translation>I fanti e gli otto fanno {total} in tutto, ma ogni carta finisce nelle prese di qualcuno: devono fare 8.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but the aces make {aces} and each other rank but twos at most 8: {most} at most.</source>
        <translation>I punti dei gruppi fanno {total} in tutto, ma gli assi ne fanno {aces} e ogni altro valore tranne i due al massimo 8: al massimo {most}.</translation>
    </message>
    <message numerus="yes">
        <source>{n} aces</source>
        <extracomment>English singular: {n} ace</extracomment>
        <translation>
            <numerusform>{n} asso</numerusform>
            <numerusform>{n} assi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} jacks and eights</source>
        <extracomment>English singular: {n} jack or eight</extracomment>
        <translation>
            <numerusform>{n} fante o otto</numerusform>
            <numerusform>{n} fanti e otto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets worth {n} points</source>
        <extracomment>English singular: sets worth {n} point</extracomment>
        <translation>
            <numerusform>gruppi da {n} punto</numerusform>
            <numerusform>gruppi da {n} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>You win the tie, having taken the ten of diamonds in the last round.</source>
        <translation>A parità di totale vinci tu: hai preso il dieci di quadri nell&apos;ultima smazzata.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the ten of diamonds in the last round.</source>
        <translation>A parità di totale vince {seat}: ha preso il dieci di quadri nell&apos;ultima smazzata.</translation>
    </message>
    <message>
        <source>You win the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>A parità di totale vinci tu: non hai preso il dieci di quadri nell&apos;ultima smazzata.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>A parità di totale vince {seat}: non ha preso il dieci di quadri nell&apos;ultima smazzata.</translation>
    </message>
    <message>
        <source>You win the tie, having taken the fewest points in the last round.</source>
        <translation>A parità di totale vinci tu: hai preso meno punti nell&apos;ultima smazzata.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the fewest points in the last round.</source>
        <translation>A parità di totale vince {seat}: ha preso meno punti nell&apos;ultima smazzata.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the best total and the tie rule does not decide.</source>
        <extracomment>English singular: The win is shared: {n} player has the best total and the tie rule does not decide.</extracomment>
        <translation>
            <numerusform>La vittoria è condivisa: {n} giocatore ha il totale migliore e la regola per i pareggi non decide.</numerusform>
            <numerusform>La vittoria è condivisa: {n} giocatori hanno il totale migliore e la regola per i pareggi non decide.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one player can have taken the ten of diamonds: choose one.</source>
        <translation>Solo un giocatore può aver preso il dieci di quadri: scegline uno.</translation>
    </message>
    <message>
        <source>Only one player can have taken the queen of spades: choose one.</source>
        <translation>Solo un giocatore può aver preso la donna di picche: scegline uno.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but with {players} players each rank&apos;s four cards make sets worth {per_rank} or more: with the aces&apos; {aces}, at least {least}.</source>
        <translation>I punti dei gruppi fanno {total} in tutto, ma con {players} giocatori le quattro carte di ogni valore fanno gruppi da {per_rank} o più: con i {aces} degli assi, almeno {least}.</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Dieci di quadri</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Donna di picche</translation>
    </message>
    <message>
        <source>Jacks and eights</source>
        <translation>Fanti e otto</translation>
    </message>
    <message>
        <source>Set points</source>
        <translation>Punti dei gruppi</translation>
    </message>
    <message>
        <source>The player who took the ten of diamonds is not at this table.</source>
        <translation>Il giocatore che ha preso il dieci di quadri non è a questo tavolo.</translation>
    </message>
    <message>
        <source>The player who took the queen of spades is not at this table.</source>
        <translation>Il giocatore che ha preso la donna di picche non è a questo tavolo.</translation>
    </message>
    <message>
        <source>How many aces each collection holds, 10 points each: the four add up to 4.</source>
        <translation>Quanti assi ci sono nelle prese di ogni giocatore, 10 punti ciascuno: in tutto sono quattro.</translation>
    </message>
    <message>
        <source>Who took the ten of diamonds: 20 points.</source>
        <translation>Chi ha preso il dieci di quadri: 20 punti.</translation>
    </message>
    <message>
        <source>Who took the queen of spades: minus 20 points.</source>
        <translation>Chi ha preso la donna di picche: meno 20 punti.</translation>
    </message>
    <message>
        <source>How many jacks and eights each collection holds, a point each: they add up to 8.</source>
        <translation>Quanti fanti e otto ci sono nelle prese di ogni giocatore, un punto ciascuno: in tutto sono otto.</translation>
    </message>
    <message>
        <source>Each collection&apos;s sets of a rank other than twos: 2 for a pair, 4 for three, 8 for four. Aces, jacks and eights make sets too, besides their own points (A-A is 20 + 2).</source>
        <translation>I gruppi nelle prese di ogni giocatore, di qualsiasi valore tranne i due: 2 per una coppia, 4 per un tris, 8 per un poker. Anche assi, fanti e otto formano gruppi, oltre ai propri punti (A-A vale 20 + 2).</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player reaches {n} points; the lowest total wins.</source>
        <extracomment>English singular: The match ends when a player reaches {n} point; the lowest total wins.</extracomment>
        <translation>
            <numerusform>La partita finisce quando un giocatore arriva a {n} punto; vince il totale più basso.</numerusform>
            <numerusform>La partita finisce quando un giocatore arriva a {n} punti; vince il totale più basso.</numerusform>
        </translation>
    </message>
    <message>
        <source>the ten of diamonds</source>
        <translation>il dieci di quadri</translation>
    </message>
    <message>
        <source>the queen of spades</source>
        <translation>la donna di picche</translation>
    </message>
    <message>
        <source>Play a card at least the top card, or one of its suit.</source>
        <translation>Gioca una carta più alta della carta in cima o uguale, oppure del suo seme.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}, or take the kitty with your eights.</source>
        <translation>Non puoi giocare: passa una carta a {other}, o prendi il piatto con i tuoi otto.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}.</source>
        <translation>Non puoi giocare: passa una carta a {other}.</translation>
    </message>
    <message>
        <source>Lead any card, or several cards of one rank.</source>
        <translation>Esci con una carta qualsiasi, o con più carte dello stesso valore.</translation>
    </message>
    <message>
        <source>A two is on top: play any card or cards.</source>
        <translation>In cima c&apos;è un due: gioca una o più carte qualsiasi.</translation>
    </message>
    <message numerus="yes">
        <source>Deck: {n} cards</source>
        <extracomment>English singular: Deck: {n} card</extracomment>
        <translation>
            <numerusform>Tallone: {n} carta</numerusform>
            <numerusform>Tallone: {n} carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kitty: {n} cards</source>
        <extracomment>English singular: Kitty: {n} card</extracomment>
        <translation>
            <numerusform>Piatto: {n} carta</numerusform>
            <numerusform>Piatto: {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>The kitty is empty: a free lead.</source>
        <translation>Il piatto è vuoto: uscita libera.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Prese</translation>
    </message>
    <message numerus="yes">
        <source>Hand of {n}</source>
        <extracomment>English singular: Hand of {n}</extracomment>
        <translation>
            <numerusform>Mano da {n}</numerusform>
            <numerusform>Mano da {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Name {n} holds a line break, a tab or another control character: a name is one line of text.</source>
        <translation>Il nome {n} contiene un a capo, una tabulazione o un altro carattere di controllo: un nome è una sola riga di testo.</translation>
    </message>
    <message>
        <source>The match was already over after hand {hand}.</source>
        <translation>La partita era già finita dopo la mano {hand}.</translation>
    </message>
    <message>
        <source>won the match</source>
        <translation>ha vinto la partita</translation>
    </message>
    <message>
        <source>{seat}&apos;s number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>Il numero {value} di {seat} è troppo grande per un segnapunti: i numeri vanno da {low} a {high}.</translation>
    </message>
    <message>
        <source>The number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>Il numero {value} è troppo grande per un segnapunti: i numeri vanno da {low} a {high}.</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vincitore: {names}</translation>
    </message>
    <message>
        <source>Leader: {names}</source>
        <translation>In testa: {names}</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Vincitori: {names}</translation>
    </message>
    <message>
        <source>Leaders: {names}</source>
        <translation>In testa: {names}</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punti per mano</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Vince il totale più basso</translation>
    </message>
    <message>
        <source>Number of hands</source>
        <translation>Numero di mani</translation>
    </message>
    <message>
        <source>The match ends when a total reaches this score (0: no target).</source>
        <translation>La partita finisce quando un totale raggiunge questo punteggio (0: nessun limite).</translation>
    </message>
    <message>
        <source>On for penalty games (Hearts, Crazy Eights): the fewest points win.</source>
        <translation>Attivo per i giochi a penalità (Hearts, Crazy Eights): vince chi ha meno punti.</translation>
    </message>
    <message>
        <source>The match ends after this many hands (0: no fixed number).</source>
        <translation>La partita finisce dopo questo numero di mani (0: nessun numero fisso).</translation>
    </message>
    <message>
        <source>Enter the points of {seat} as a whole number.</source>
        <translation>Inserisci i punti di {seat} come numero intero.</translation>
    </message>
    <message>
        <source>What each player scored in this hand (negative for a loss).</source>
        <translation>I punti fatti da ogni giocatore in questa mano (negativi per una perdita).</translation>
    </message>
    <message>
        <source>{names} lead</source>
        <translation>{names} sono in testa</translation>
    </message>
    <message>
        <source>a {sheet} sheet has {low} to {high} columns, not {columns}</source>
        <translation>un segnapunti di {sheet} ha da {low} a {high} colonne, non {columns}</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>hai vinto</translation>
    </message>
    <message>
        <source>you lead</source>
        <translation>sei in testa</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>{names} hanno vinto</translation>
    </message>
    <message>
        <source>no hands yet</source>
        <translation>ancora nessuna mano</translation>
    </message>
    <message>
        <source>the file is only {size} bytes long</source>
        <translation>il file è lungo solo {size} byte</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>the file holds a single byte</source>
        <translation>il file contiene un solo byte</translation>
    </message>
    <message>
        <source>The picture {path} is {width} × {height} pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>L&apos;immagine {path} è di {width} × {height} pixel; Card Table accetta immagini fino a {limit} megapixel.</translation>
    </message>
    <message>
        <source>The picture {path} is damaged or cut short and cannot be used ({problem}).</source>
        <translation>L&apos;immagine {path} è danneggiata o troncata e non si può usare ({problem}).</translation>
    </message>
    <message>
        <source>The picture {path} is far too large in pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>L&apos;immagine {path} ha troppi pixel; Card Table accetta immagini fino a {limit} megapixel.</translation>
    </message>
    <message>
        <source>Your picture could not be kept in {folder}: {problem}.</source>
        <translation>Non è stato possibile salvare la tua immagine in {folder}: {problem}.</translation>
    </message>
    <message>
        <source>The picture {path} is too large a file ({megabytes} MB); Card Table takes pictures of up to {limit} MB.</source>
        <translation>Il file dell&apos;immagine {path} è troppo grande ({megabytes} MB); Card Table accetta immagini fino a {limit} MB.</translation>
    </message>
    <message>
        <source>The picture {path} could not be opened: {problem}.</source>
        <translation>Non è stato possibile aprire l&apos;immagine {path}: {problem}.</translation>
    </message>
    <message>
        <source>The file {path} is not a picture Card Table can read.</source>
        <translation>Il file {path} non è un&apos;immagine che Card Table sa leggere.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game: it is {size} MB, and a saved game is at most {limit} MB.</source>
        <translation>{file} non è una partita salvata di Card Table: è di {size} MB, e una partita salvata è al massimo di {limit} MB.</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Il file</translation>
    </message>
    <message>
        <source>a game id</source>
        <translation>l&apos;identificativo del gioco</translation>
    </message>
    <message>
        <source>a number of players</source>
        <translation>il numero di giocatori</translation>
    </message>
    <message>
        <source>the options</source>
        <translation>le opzioni</translation>
    </message>
    <message>
        <source>a seed</source>
        <translation>il numero della smazzata</translation>
    </message>
    <message>
        <source>the first dealer</source>
        <translation>il primo mazziere</translation>
    </message>
    <message>
        <source>the finished hands</source>
        <translation>le mani concluse</translation>
    </message>
    <message>
        <source>the hand in progress (or null)</source>
        <translation>la mano in corso (o null)</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: {problem}.</source>
        <translation>La partita salvata di {game} non si può rigiocare: {problem}.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (its format tag is missing or wrong).</source>
        <translation>{file} non è una partita salvata di Card Table (l&apos;indicazione del formato manca o è sbagliata).</translation>
    </message>
    <message>
        <source>{file} has no valid format version ({version}).</source>
        <translation>{file} non ha una versione di formato valida ({version}).</translation>
    </message>
    <message>
        <source>{file} was saved by a newer Card Table (save format {version}; this version reads up to {known}). Update Card Table to open it.</source>
        <translation>{file} è stato salvato da una versione più recente di Card Table (formato {version}; questa versione legge fino al {known}). Aggiorna Card Table per aprirlo.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;saved_at&apos; is not a date.</source>
        <translation>La partita salvata è danneggiata: &apos;saved_at&apos; non è una data.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;extra&apos; is not an object.</source>
        <translation>La partita salvata è danneggiata: &apos;extra&apos; non è un oggetto.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;match&apos; is not an object.</source>
        <translation>La partita salvata è danneggiata: &apos;match&apos; non è un oggetto.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it should list {count} seats.</source>
        <translation>La partita salvata è danneggiata: dovrebbe elencare {count} posti.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} hands, and a match has at most {limit}.</source>
        <translation>La partita salvata è danneggiata: ha {count} mani, e una partita ne ha al massimo {limit}.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} moves, and a match has at most {limit}.</source>
        <translation>La partita salvata è danneggiata: ha {count} mosse, e una partita ne ha al massimo {limit}.</translation>
    </message>
    <message>
        <source>This saved game has {count} human seats ({seats}); Card Table plays with one human at the table, so it cannot be continued.</source>
        <translation>Questa partita salvata ha {count} posti umani ({seats}); Card Table si gioca con un solo umano al tavolo, quindi non può essere continuata.</translation>
    </message>
    <message>
        <source>This saved game is a game of &apos;{game}&apos;, which is not installed (installed games: {installed}).</source>
        <translation>Questa partita salvata è una partita di &apos;{game}&apos;, che non è installato (giochi installati: {installed}).</translation>
    </message>
    <message>
        <source>The saved {game} match has {count} hands, and a match of {game} has {limit}.</source>
        <translation>La partita salvata di {game} ha {count} mani, e una partita di {game} ne ha {limit}.</translation>
    </message>
    <message>
        <source>The saved {game} match has settings this version does not accept: {problem}.</source>
        <translation>La partita salvata di {game} ha impostazioni che questa versione non accetta: {problem}.</translation>
    </message>
    <message>
        <source>The match could not be saved: {problem}.</source>
        <translation>Impossibile salvare la partita: {problem}.</translation>
    </message>
    <message>
        <source>{file} could not be opened: {problem}.</source>
        <translation>Impossibile aprire {file}: {problem}.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (it is not readable JSON).</source>
        <translation>{file} non è una partita salvata di Card Table (non è JSON leggibile).</translation>
    </message>
    <message>
        <source>{file} uses save format {version}, which this version cannot convert.</source>
        <translation>{file} usa il formato di salvataggio {version}, che questa versione non sa convertire.</translation>
    </message>
    <message>
        <source>The saved game is incomplete: the field &apos;{key}&apos; is missing.</source>
        <translation>La partita salvata è incompleta: manca il campo &apos;{key}&apos;.</translation>
    </message>
    <message>
        <source>The saved game is incomplete: {what} (&apos;match.{key}&apos;) is missing.</source>
        <translation>La partita salvata è incompleta: manca il campo &apos;match.{key}&apos; ({what}).</translation>
    </message>
    <message>
        <source>The saved game is damaged: {what} (&apos;match.{key}&apos;) is not valid.</source>
        <translation>La partita salvata è danneggiata: il campo &apos;match.{key}&apos; ({what}) non è valido.</translation>
    </message>
    <message>
        <source>The saved game is damaged: seat {number} needs a name, a kind (human or computer) and a level.</source>
        <translation>La partita salvata è danneggiata: il posto {number} deve avere un nome, un tipo (umano o computer) e un livello.</translation>
    </message>
    <message>
        <source>The saved {game} match has more hands than the match allows (hand {hand}).</source>
        <translation>La partita salvata di {game} ha più mani di quante la partita ne consenta (mano {hand}).</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>La partita in corso</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand}, move {move} ({text}) is refused: {problem}.</source>
        <translation>La partita salvata di {game} non si può rigiocare: nella mano {hand} la mossa {move} ({text}) è rifiutata: {problem}.</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand} stops before its end.</source>
        <translation>La partita salvata di {game} non si può rigiocare: la mano {hand} si interrompe prima della fine.</translation>
    </message>
    <message>
        <source>The game in progress could not be opened ({problem}).</source>
        <translation>Impossibile aprire la partita in corso ({problem}).</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} The file was set aside as {moved}.</source>
        <translation>Impossibile ripristinare la partita in corso: {problem} Il file è stato messo da parte come {moved}.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} It could not be set aside ({reason}).</source>
        <translation>Impossibile ripristinare la partita in corso: {problem} Non è stato possibile mettere da parte il file ({reason}).</translation>
    </message>
    <message>
        <source>Your settings file could not be read and was set aside as {moved}; defaults are used.</source>
        <translation>Impossibile leggere il file delle impostazioni, che è stato messo da parte come {moved}; si usano i valori predefiniti.</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>atteso true o false</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>atteso un testo</translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation>atteso un nome non vuoto</translation>
    </message>
    <message>
        <source>expected a list of game ids</source>
        <translation>attesa una lista di identificativi di gioco</translation>
    </message>
    <message>
        <source>expected base64 text</source>
        <translation>atteso un testo base64</translation>
    </message>
    <message>
        <source>expected one of {allowed}</source>
        <translation>atteso uno tra {allowed}</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be set aside ({problem}); defaults are used.</source>
        <translation>Impossibile leggere il file delle impostazioni e impossibile metterlo da parte ({problem}); si usano i valori predefiniti.</translation>
    </message>
    <message>
        <source>Your settings file could not be opened ({problem}); defaults are used.</source>
        <translation>Impossibile aprire il file delle impostazioni ({problem}); si usano i valori predefiniti.</translation>
    </message>
    <message>
        <source>The setting &apos;{name}&apos; had an unusable value ({value}: {problem}); the default ({default}) is used.</source>
        <translation>L&apos;impostazione &apos;{name}&apos; aveva un valore inutilizzabile ({value}: {problem}); si usa il valore predefinito ({default}).</translation>
    </message>
    <message>
        <source>There is no score sheet {id}.</source>
        <translation>Non esiste il segnapunti {id}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} could not be opened: {problem}.</source>
        <translation>Impossibile aprire il file dei segnapunti {path}: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} was written by a newer Card Table; it is left untouched and the sheets of this session are not kept.</source>
        <translation>Il file dei segnapunti {path} è stato scritto da una versione più recente di Card Table; resta intatto e i segnapunti di questa sessione non vengono conservati.</translation>
    </message>
    <message>
        <source>The score sheets file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>Il file dei segnapunti {path} è danneggiato ({damage}) e non è stato possibile metterlo da parte ({problem}).</translation>
    </message>
    <message>
        <source>The score sheets file was damaged ({damage}) and was set aside as {moved}; a new, empty one was started.</source>
        <translation>Il file dei segnapunti era danneggiato ({damage}) ed è stato messo da parte come {moved}; ne è stato creato uno nuovo, vuoto.</translation>
    </message>
    <message>
        <source>The score sheets file is closed.</source>
        <translation>Il file dei segnapunti è chiuso.</translation>
    </message>
    <message>
        <source>The score sheet could not be saved: {problem}.</source>
        <translation>Impossibile salvare il segnapunti: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets could not be read: {problem}.</source>
        <translation>Impossibile leggere i segnapunti: {problem}.</translation>
    </message>
    <message>
        <source>There is already a score sheet {id}.</source>
        <translation>Esiste già un segnapunti {id}.</translation>
    </message>
    <message>
        <source>The statistics file {path} could not be opened: {problem}.</source>
        <translation>Impossibile aprire il file delle statistiche {path}: {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {path} was written by a newer Card Table; it is left untouched and the results of this session are not kept.</source>
        <translation>Il file delle statistiche {path} è stato scritto da una versione più recente di Card Table; resta intatto e i risultati di questa sessione non vengono conservati.</translation>
    </message>
    <message>
        <source>The statistics file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>Il file delle statistiche {path} è danneggiato ({damage}) e non è stato possibile metterlo da parte ({problem}).</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({damage}) and was set aside as {moved}; statistics start afresh.</source>
        <translation>Il file delle statistiche era danneggiato ({damage}) ed è stato messo da parte come {moved}; le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {problem}.</source>
        <translation>Impossibile salvare le statistiche: {problem}.</translation>
    </message>
    <message>
        <source>The statistics could not be read: {problem}.</source>
        <translation>Impossibile leggere le statistiche: {problem}.</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Selezionata: {card}.</translation>
    </message>
    <message>
        <source>{card}, cannot be played now</source>
        <translation>{card}, non si può giocare ora</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta coperta</translation>
    </message>
    <message>
        <source>Row of {suit}: {low} to {high}</source>
        <translation>Fila di {suit}: da {low} a {high}</translation>
    </message>
    <message>
        <source>{label}, empty</source>
        <translation>{label}, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>{label}, {n} cards</source>
        <extracomment>English singular: {label}, {n} card</extracomment>
        <translation>
            <numerusform>{label}, {n} carta</numerusform>
            <numerusform>{label}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, selezionata</translation>
    </message>
    <message>
        <source>{card}, can be played</source>
        <translation>{card}, si può giocare</translation>
    </message>
    <message>
        <source>{card}, cannot be played: {reason}</source>
        <translation>{card}, non si può giocare: {reason}</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Selezionata</translation>
    </message>
    <message>
        <source>Can be played</source>
        <translation>Si può giocare</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, empty</source>
        <translation>Mano di {name}, vuota</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand, {n} cards</source>
        <extracomment>English singular: {name}&apos;s hand, {n} card</extracomment>
        <translation>
            <numerusform>Mano di {name}, {n} carta</numerusform>
            <numerusform>Mano di {name}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick: empty</source>
        <translation>Presa: vuota</translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards</source>
        <extracomment>English singular: Trick: {n} card</extracomment>
        <translation>
            <numerusform>Presa: {n} carta</numerusform>
            <numerusform>Presa: {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by you, no cards</source>
        <translation>Vinte da te, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Won by you, {n} cards</source>
        <extracomment>English singular: Won by you, {n} card</extracomment>
        <translation>
            <numerusform>Vinte da te, {n} carta</numerusform>
            <numerusform>Vinte da te, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by {name}, no cards</source>
        <translation>Vinte da {name}, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Won by {name}, {n} cards</source>
        <extracomment>English singular: Won by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Vinte da {name}, {n} carta</numerusform>
            <numerusform>Vinte da {name}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by you, no cards</source>
        <translation>Prese da te, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Taken by you, {n} cards</source>
        <extracomment>English singular: Taken by you, {n} card</extracomment>
        <translation>
            <numerusform>Prese da te, {n} carta</numerusform>
            <numerusform>Prese da te, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by {name}, no cards</source>
        <translation>Prese da {name}, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Taken by {name}, {n} cards</source>
        <extracomment>English singular: Taken by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Prese da {name}, {n} carta</numerusform>
            <numerusform>Prese da {name}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from you, no cards</source>
        <translation>Passate da te, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Passing from you, {n} cards</source>
        <extracomment>English singular: Passing from you, {n} card</extracomment>
        <translation>
            <numerusform>Passate da te, {n} carta</numerusform>
            <numerusform>Passate da te, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from {name}, no cards</source>
        <translation>Passate da {name}, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Passing from {name}, {n} cards</source>
        <extracomment>English singular: Passing from {name}, {n} card</extracomment>
        <translation>
            <numerusform>Passate da {name}, {n} carta</numerusform>
            <numerusform>Passate da {name}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by you, no cards</source>
        <translation>Giocate da te, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Played by you, {n} cards</source>
        <extracomment>English singular: Played by you, {n} card</extracomment>
        <translation>
            <numerusform>Giocate da te, {n} carta</numerusform>
            <numerusform>Giocate da te, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}, no cards</source>
        <translation>Giocate da {name}, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>Played by {name}, {n} cards</source>
        <extracomment>English singular: Played by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Giocate da {name}, {n} carta</numerusform>
            <numerusform>Giocate da {name}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Crib, empty</source>
        <translation>Crib, vuoto</translation>
    </message>
    <message numerus="yes">
        <source>Crib, {n} cards</source>
        <extracomment>English singular: Crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib, {n} carta</numerusform>
            <numerusform>Crib, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <translation>Mazzo, vuoto</translation>
    </message>
    <message numerus="yes">
        <source>Stock, {n} cards</source>
        <extracomment>English singular: Stock, {n} card</extracomment>
        <translation>
            <numerusform>Mazzo, {n} carta</numerusform>
            <numerusform>Mazzo, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Pila degli scarti: {card}</translation>
    </message>
    <message>
        <source>Discard pile, {n} cards, {card} on top</source>
        <translation>Pila degli scarti, {n} carte, in cima {card}</translation>
    </message>
    <message>
        <source>Row of {suit}: empty</source>
        <translation>Fila di {suit}: vuota</translation>
    </message>
    <message>
        <source>Row of {suit}: {card}</source>
        <translation>Fila di {suit}: {card}</translation>
    </message>
    <message>
        <source>{label}: {card}</source>
        <translation>{label}: {card}</translation>
    </message>
    <message>
        <source>{label} of {name}, empty</source>
        <translation>{label} di {name}, nessuna carta</translation>
    </message>
    <message numerus="yes">
        <source>{label} of {name}, {n} cards</source>
        <extracomment>English singular: {label} of {name}, {n} card</extracomment>
        <translation>
            <numerusform>{label} di {name}, {n} carta</numerusform>
            <numerusform>{label} di {name}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, can be passed</source>
        <translation>{card}, si può passare</translation>
    </message>
    <message>
        <source>{card}, can be discarded</source>
        <translation>{card}, si può scartare</translation>
    </message>
    <message>
        <source>Can be passed</source>
        <translation>Si può passare</translation>
    </message>
    <message>
        <source>Can be discarded</source>
        <translation>Si può scartare</translation>
    </message>
    <message>
        <source>Cannot be played: {reason}</source>
        <translation>Non si può giocare: {reason}</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>Non si può giocare ora</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>La tua mano, vuota</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, {n} cards</source>
        <extracomment>English singular: Your hand, {n} card</extracomment>
        <translation>
            <numerusform>La tua mano, {n} carta</numerusform>
            <numerusform>La tua mano, {n} carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards, {suit} led</source>
        <extracomment>English singular: Trick: {n} card, {suit} led</extracomment>
        <translation>
            <numerusform>Presa: {n} carta, uscita a {suit}</numerusform>
            <numerusform>Presa: {n} carte, uscita a {suit}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s crib, empty</source>
        <translation>Crib di {name}, vuoto</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s crib, {n} cards</source>
        <extracomment>English singular: {name}&apos;s crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib di {name}, {n} carta</numerusform>
            <numerusform>Crib di {name}, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Pila degli scarti, vuota</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, {n} cards</source>
        <extracomment>English singular: Discard pile, {n} card</extracomment>
        <translation>
            <numerusform>Pila degli scarti, {n} carta</numerusform>
            <numerusform>Pila degli scarti, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
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
        <translation>non è un file SVG: {path}</translation>
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
        <translation>Card Table a quattro colori</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {problem}</source>
        <translation>Mazzo KDE {deck}: {problem}</translation>
    </message>
    <message>
        <source>Aisleriot deck {deck}: {problem}</source>
        <translation>Mazzo Aisleriot {deck}: {problem}</translation>
    </message>
    <message>
        <source>file not found: {path}</source>
        <translation>file non trovato: {path}</translation>
    </message>
    <message>
        <source>unreadable SVG {path}: {error}</source>
        <translation>SVG illeggibile {path}: {error}</translation>
    </message>
    <message>
        <source>The built-in deck is missing from {path}; cards are drawn plainly.</source>
        <translation>Il mazzo incorporato manca da {path}; le carte vengono disegnate in modo semplice.</translation>
    </message>
    <message>
        <source>KDE deck {deck}: cannot read {path}: {error}</source>
        <translation>Mazzo KDE {deck}: impossibile leggere {path}: {error}</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {path} has no [KDE Backdeck] section.</source>
        <translation>Mazzo KDE {deck}: {path} non ha la sezione [KDE Backdeck].</translation>
    </message>
    <message>
        <source>KDE deck {deck}: not an SVG deck (no SVG= key in {path}).</source>
        <translation>Mazzo KDE {deck}: non è un mazzo SVG (nessuna chiave SVG= in {path}).</translation>
    </message>
    <message>
        <source>{deck}: Qt cannot read {path}</source>
        <translation>{deck}: Qt non riesce a leggere {path}</translation>
    </message>
    <message>
        <source>Your crib, empty</source>
        <translation>Il tuo crib, vuoto</translation>
    </message>
    <message numerus="yes">
        <source>Your crib, {n} cards</source>
        <extracomment>English singular: Your crib, {n} card</extracomment>
        <translation>
            <numerusform>Il tuo crib, {n} carta</numerusform>
            <numerusform>Il tuo crib, {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck}: no card elements found in {path}</source>
        <translation>{deck}: nessun elemento carta trovato in {path}</translation>
    </message>
    <message>
        <source>{deck}: its card elements are empty</source>
        <translation>{deck}: i suoi elementi carta sono vuoti</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>impossibile leggere {path}: {error}</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded</source>
        <translation>{deck}: impossibile caricarlo</translation>
    </message>
    <message>
        <source>Trick-taking</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Shedding</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>Adding</source>
        <translation>Somma</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Sequenze</translation>
    </message>
    <message>
        <source>Fishing</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Banking</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>{players} · {family}</source>
        <translation>{players} · {family}</translation>
    </message>
    <message>
        <source>{players} · {family} · played recently</source>
        <translation>{players} · {family} · giocato di recente</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Cerca</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Cerca giochi</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>Tutti i tipi</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>Gio&amp;catori:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Nessun gioco corrisponde a questi filtri.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>T&amp;orna alla partita</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Scegli un gioco</translation>
    </message>
    <message>
        <source>Crib ({name}&apos;s)</source>
        <translation>Crib (di {name})</translation>
    </message>
    <message>
        <source>{name} says go.</source>
        <translation>{name} dice go.</translation>
    </message>
    <message>
        <source>Crib (yours)</source>
        <translation>Crib (tuo)</translation>
    </message>
    <message>
        <source>You say go.</source>
        <translation>Dici go.</translation>
    </message>
    <message>
        <source>Confirm: redouble {names}</source>
        <translation>Conferma: surcontra {names}</translation>
    </message>
    <message>
        <source>Confirm: double {names}</source>
        <translation>Conferma: contra {names}</translation>
    </message>
    <message>
        <source>The sheet could not be drawn as a PDF.</source>
        <translation>Non è stato possibile disegnare il segnapunti come PDF.</translation>
    </message>
    <message>
        <source>{path} was not written.</source>
        <translation>{path} non è stato scritto.</translation>
    </message>
    <message>
        <source>This sheet is damaged and cannot be opened. Delete it for good? This cannot be undone.</source>
        <translation>Questo foglio è danneggiato e non si può aprire. Eliminarlo definitivamente? Non si potrà annullare.</translation>
    </message>
    <message>
        <source>⚠ Damaged: this sheet cannot be opened.</source>
        <translation>⚠ Danneggiato: questo segnapunti non si può aprire.</translation>
    </message>
    <message>
        <source>This sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so your change was not made. The sheet now shows what is kept.</source>
        <translation>Questo segnapunti è stato modificato altrove (forse in un&apos;altra copia di Card Table) da quando è stato mostrato, quindi la tua modifica non è stata fatta. Ora il segnapunti mostra ciò che è salvato.</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Guardo le mie carte</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>gioca {cards}</translation>
    </message>
    <message>
        <source>pass {cards}</source>
        <translation>passa {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>scarta {cards}</translation>
    </message>
    <message>
        <source>put {cards} in the crib</source>
        <translation>metti {cards} nel crib</translation>
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
        <translation>scegli {suit} come atout</translation>
    </message>
    <message>
        <source>Move the focus along your hand</source>
        <translation>Sposta il focus lungo la tua mano</translation>
    </message>
    <message>
        <source>Focus the first or the last card of your hand</source>
        <translation>Porta il focus sulla prima o sull&apos;ultima carta della mano</translation>
    </message>
    <message>
        <source>Play the focused card, or confirm the chosen cards</source>
        <translation>Gioca la carta con il focus, o conferma le carte scelte</translation>
    </message>
    <message>
        <source>Select the focused card, or choose it to pass or discard</source>
        <translation>Seleziona la carta con il focus, o sceglila da passare o scartare</translation>
    </message>
    <message>
        <source>Cancel the selection and the focus</source>
        <translation>Annulla la selezione e il focus</translation>
    </message>
    <message>
        <source>Press the action buttons under the table, in order</source>
        <translation>Premi i pulsanti delle azioni sotto il tavolo, in ordine</translation>
    </message>
    <message>
        <source>Press the action buttons while bidding</source>
        <translation>Premi i pulsanti delle azioni durante le dichiarazioni</translation>
    </message>
    <message>
        <source>Raise or lower your bid</source>
        <translation>Alza o abbassa la tua dichiarazione</translation>
    </message>
    <message>
        <source>While bidding: type your bid (then Enter bids it)</source>
        <translation>Durante le dichiarazioni: scrivi la tua dichiarazione (poi Invio la conferma)</translation>
    </message>
    <message>
        <source>Review the last trick</source>
        <translation>Rivedi l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Read out the table: what to do, the trick, the piles and the players</source>
        <translation>Leggi il tavolo ad alta voce: cosa fare, la presa, i mazzetti e i giocatori</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>play {cards} and name {suit}</source>
        <translation>gioca {cards} e scegli {suit}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Table message</source>
        <translation>Messaggio del tavolo</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message numerus="yes">
        <source>Confirm {n} selected cards</source>
        <extracomment>English singular: Confirm {n} selected card</extracomment>
        <translation>
            <numerusform>Conferma {n} carta selezionata</numerusform>
            <numerusform>Conferma {n} carte selezionate</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose how to play the card</source>
        <translation>Scegli come giocare la carta</translation>
    </message>
    <message>
        <source>Card table: {prompt}</source>
        <translation>Tavolo da gioco: {prompt}</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Won by {name}.</source>
        <translation>Vinta da {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Pass {n} selected cards</source>
        <extracomment>English singular: Pass {n} selected card</extracomment>
        <translation>
            <numerusform>Passa {n} carta selezionata</numerusform>
            <numerusform>Passa {n} carte selezionate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} selected cards</source>
        <extracomment>English singular: Discard {n} selected card</extracomment>
        <translation>
            <numerusform>Scarta {n} carta selezionata</numerusform>
            <numerusform>Scarta {n} carte selezionate</numerusform>
        </translation>
    </message>
    <message>
        <source>No game at the table.</source>
        <translation>Nessuna partita al tavolo.</translation>
    </message>
    <message>
        <source>No trick has been completed yet.</source>
        <translation>Nessuna presa è ancora stata completata.</translation>
    </message>
    <message>
        <source>Key {key} presses this button</source>
        <translation>Il tasto {key} preme questo pulsante</translation>
    </message>
    <message>
        <source>Keys {first} to {last} press these buttons</source>
        <translation>I tasti da {first} a {last} premono questi pulsanti</translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} cards first ({chosen} chosen).</source>
        <extracomment>English singular: Choose {n} card first ({chosen} chosen).</extracomment>
        <translation>
            <numerusform>Prima scegli {n} carta (scelte: {chosen}).</numerusform>
            <numerusform>Prima scegli {n} carte (scelte: {chosen}).</numerusform>
        </translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Quella carta ora non si può giocare.</translation>
    </message>
    <message>
        <source>{button} cannot be chosen now.</source>
        <translation>{button} ora non si può scegliere.</translation>
    </message>
    <message>
        <source>{label}  [{key}]</source>
        <translation>{label}  [{key}]</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen {n} cards already: choose one again to put it back.</source>
        <extracomment>English singular: You have chosen {n} card already: choose it again to put it back.</extracomment>
        <translation>
            <numerusform>Hai già scelto {n} carta: sceglila di nuovo per rimetterla a posto.</numerusform>
            <numerusform>Hai già scelto {n} carte: scegline di nuovo una per rimetterla a posto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}</source>
        <translation>Giocata da {name}</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} giocatori</translation>
    </message>
    <message numerus="yes">
        <source>{n} players</source>
        <extracomment>English singular: {n} player</extracomment>
        <translation>
            <numerusform>{n} giocatore</numerusform>
            <numerusform>{n} giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>Nessuna mano in corso.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every command has a key. At the table the keyboard does all the mouse does.</source>
        <translation>Ogni comando ha un tasto. Al tavolo la tastiera fa tutto quello che fa il mouse.</translation>
    </message>
    <message>
        <source>Grouped as Game, Table, Score sheets and Help: the action, then its keys</source>
        <translation>Raggruppate in Gioco, Tavolo, Segnapunti e Aiuto: l&apos;azione, poi i suoi tasti</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Statistics per game and computer level</source>
        <translation>Statistiche per gioco e livello del computer</translation>
    </message>
    <message>
        <source>No finished matches yet: statistics appear when a match ends.</source>
        <translation>Ancora nessuna partita finita: le statistiche appaiono quando una partita termina.</translation>
    </message>
    <message>
        <source>Reset all…</source>
        <translation>Azzera tutto…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Forget every finished match of every game?</source>
        <translation>Dimenticare tutte le partite finite di tutti i giochi?</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale vittorie</translation>
    </message>
    <message>
        <source>Average points</source>
        <translation>Punti medi</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>Ultima carta!</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendi</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lascia</translation>
    </message>
    <message>
        <source>Redouble</source>
        <translation>Surcontro</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Contro</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>How many tricks you expect to take</source>
        <translation>Quante prese pensi di fare</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Massimo</translation>
    </message>
    <message>
        <source>Double everyone you may</source>
        <translation>Contra tutti quelli che puoi</translation>
    </message>
    <message>
        <source>Start at {rank}</source>
        <translation>Inizia da {rank}</translation>
    </message>
    <message>
        <source>That bid is not allowed.</source>
        <translation>Questa dichiarazione non è consentita.</translation>
    </message>
    <message>
        <source>Bid {count}</source>
        <translation>Dichiara {count}</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>All score sheets…</source>
        <translation>Tutti i segnapunti…</translation>
    </message>
    <message>
        <source>Open the score sheets window</source>
        <translation>Apri la finestra dei segnapunti</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Regole standard</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Gioc&amp;atori:</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>Type the number of an earlier deal to replay it; leave empty for a new deal.</source>
        <translation>Scrivi il numero di una smazzata precedente per rigiocarla; lascia vuoto per una nuova smazzata.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numero smazzata</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numero smazzata:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation>da {low} a {high} giocatori</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Livello computer</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation>Nuova partita: {game}</translation>
    </message>
    <message numerus="yes">
        <source>Always {n} players</source>
        <extracomment>English singular: Always {n} player</extracomment>
        <translation>
            <numerusform>Sempre {n} giocatore</numerusform>
            <numerusform>Sempre {n} giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave empty for a new deal; type a number to replay a deal.</source>
        <translation>Lascia vuoto per una nuova smazzata; scrivi un numero per rigiocarne una.</translation>
    </message>
    <message>
        <source>Your own choice of options.</source>
        <translation>Opzioni scelte da te.</translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation>Questo gioco non ha opzioni.</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Regole personalizzate</translation>
    </message>
    <message>
        <source>Name of seat {n}</source>
        <translation>Nome del posto {n}</translation>
    </message>
    <message>
        <source>Seat {n} is played by</source>
        <translation>Il posto {n} è giocato da</translation>
    </message>
    <message>
        <source>Computer level of seat {n}</source>
        <translation>Livello computer del posto {n}</translation>
    </message>
    <message>
        <source>No rules text comes with this game.</source>
        <translation>Questo gioco non ha un testo delle regole.</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Questa partita</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Testo delle regole</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regole di {game}</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Cosa non va</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation>Salva mano</translation>
    </message>
    <message>
        <source>Add hand</source>
        <translation>Aggiungi mano</translation>
    </message>
    <message>
        <source>Correct what is listed above first.</source>
        <translation>Prima correggi quanto indicato sopra.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Everyone {name} may choose here</source>
        <translation>Tutti quelli che {name} può scegliere qui</translation>
    </message>
    <message>
        <source>{who}: maximum</source>
        <translation>{who}: massimo</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(scegli)</translation>
    </message>
    <message>
        <source>Correct hand {n}</source>
        <translation>Correggi la mano {n}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>{who}: {label} {name}</source>
        <translation>{who}: {label} {name}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{who} may not choose {name} in this hand</source>
        <translation>{who} non può scegliere {name} in questa mano</translation>
    </message>
    <message>
        <source>Print the score sheet</source>
        <translation>Stampa il segnapunti</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Stampa</translation>
    </message>
    <message>
        <source>Printing is not available in this installation. Save the sheet as a PDF file and print that instead.</source>
        <translation>La stampa non è disponibile in questa installazione. Salva il segnapunti come file PDF e stampa quello.</translation>
    </message>
    <message>
        <source>Save the sheet as PDF</source>
        <translation>Salva il segnapunti come PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Who leads</source>
        <translation>Chi è in testa</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>{names} win with {total}</source>
        <translation>{names} vincono con {total}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Nessuna mano per ora.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>In testa</translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation>giocato nell&apos;app</translation>
    </message>
    <message>
        <source>kept by hand</source>
        <translation>tenuto a mano</translation>
    </message>
    <message>
        <source>New score sheet</source>
        <translation>Nuovo segnapunti</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crea</translation>
    </message>
    <message>
        <source>Two columns have the same name.</source>
        <translation>Due colonne hanno lo stesso nome.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Segnapunti</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your crib.</source>
        <extracomment>English singular: Discard {n} card to your crib.</extracomment>
        <translation>
            <numerusform>Scarta {n} carta nel tuo crib.</numerusform>
            <numerusform>Scarta {n} carte nel tuo crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponents&apos; crib.</source>
        <extracomment>English singular: Discard {n} card to your opponents&apos; crib.</extracomment>
        <translation>
            <numerusform>Scarta {n} carta nel crib degli avversari.</numerusform>
            <numerusform>Scarta {n} carte nel crib degli avversari.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponent&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your opponent&apos;s crib.</extracomment>
        <translation>
            <numerusform>Scarta {n} carta nel crib dell&apos;avversario.</numerusform>
            <numerusform>Scarta {n} carte nel crib dell&apos;avversario.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} to play.</source>
        <translation>Tocca a {seat} giocare.</translation>
    </message>
    <message>
        <source>The box scores for the non-dealer; the dealer pegs and counts first.</source>
        <translation>Il box conta per chi non fa le carte; il mazziere gioca e conta per primo.</translation>
    </message>
    <message>
        <source>Cribbage to 61</source>
        <translation>Cribbage a 61</translation>
    </message>
    <message>
        <source>A short game, once round a 61-hole board.</source>
        <translation>Una partita breve: un solo giro di una tavoletta da 61 buchi.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to the crib first.</source>
        <extracomment>English singular: Discard {n} card to the crib first.</extracomment>
        <translation>
            <numerusform>Prima scarta {n} carta nel crib.</numerusform>
            <numerusform>Prima scarta {n} carte nel crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} points</source>
        <extracomment>English singular: {name}: {n} point</extracomment>
        <translation>
            <numerusform>{name}: {n} punto</numerusform>
            <numerusform>{name}: {n} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} more cards to pass {direction}.</source>
        <extracomment>English singular: Choose {n} more card to pass {direction}.</extracomment>
        <translation>
            <numerusform>Scegli ancora {n} carta da passare {direction}.</numerusform>
            <numerusform>Scegli altre {n} carte da passare {direction}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: {total} for {n} tricks</source>
        <extracomment>English singular: Bids: {total} for {n} trick</extracomment>
        <translation>
            <numerusform>Dichiarazioni: {total} per {n} presa</numerusform>
            <numerusform>Dichiarazioni: {total} per {n} prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks under</source>
        <extracomment>English singular: {n} trick under</extracomment>
        <translation>
            <numerusform>{n} presa in meno</numerusform>
            <numerusform>{n} prese in meno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks over</source>
        <extracomment>English singular: {n} trick over</extracomment>
        <translation>
            <numerusform>{n} presa in più</numerusform>
            <numerusform>{n} prese in più</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Prossima mano: {n} carta a testa; dà le carte {seat} e dichiara per primo {other}.</numerusform>
            <numerusform>Prossima mano: {n} carte a testa; dà le carte {seat} e dichiara per primo {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} cards.</source>
        <extracomment>English singular: {seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} card.</extracomment>
        <translation>
            <numerusform>{seat} ha dichiarato {points}: in una mano da {n} carta si dichiara da {minimum} a {maximum}.</numerusform>
            <numerusform>{seat} ha dichiarato {points}: in una mano da {n} carte si dichiara da {minimum} a {maximum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} tricks: in this hand a player takes {minimum} to {maximum}.</source>
        <extracomment>English singular: {seat} took {n} trick: in this hand a player takes {minimum} to {maximum}.</extracomment>
        <translation>
            <numerusform>{seat} ha fatto {n} presa: in questa mano un giocatore ne fa da {minimum} a {maximum}.</numerusform>
            <numerusform>{seat} ha fatto {n} prese: in questa mano un giocatore ne fa da {minimum} a {maximum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Ultima mano: {n} carta a testa, senza atout; dà le carte {seat} e dichiara per primo {other}.</numerusform>
            <numerusform>Ultima mano: {n} carte a testa, senza atout; dà le carte {seat} e dichiara per primo {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About {n} tricks: aces, guarded kings, spades and ruffs.</source>
        <extracomment>English singular: About {n} trick: aces, guarded kings, spades and ruffs.</extracomment>
        <translation>
            <numerusform>Circa {n} presa: assi, re protetti, picche e tagli.</numerusform>
            <numerusform>Circa {n} prese: assi, re protetti, picche e tagli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; {other} made their {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; {other} made their {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} e {other} hanno realizzato il loro {bid} con {n} presa.</numerusform>
            <numerusform>{seat} e {other} hanno realizzato il loro {bid} con {n} prese.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} made {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} ha realizzato il {bid} con {n} presa.</numerusform>
            <numerusform>{seat} ha realizzato il {bid} con {n} prese.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks</source>
        <extracomment>English singular: {n} trick</extracomment>
        <translation>
            <numerusform>{n} presa</numerusform>
            <numerusform>{n} prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags (100 off at {limit}).</source>
        <extracomment>English singular: {seat}: {n} bag (100 off at {limit}).</extracomment>
        <translation>
            <numerusform>{seat}: {n} presa in eccesso (a {limit}: meno 100).</numerusform>
            <numerusform>{seat}: {n} prese in eccesso (a {limit}: meno 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags.</source>
        <extracomment>English singular: {seat}: {n} bag.</extracomment>
        <translation>
            <numerusform>{seat}: {n} presa in eccesso.</numerusform>
            <numerusform>{seat}: {n} prese in eccesso.</numerusform>
        </translation>
    </message>
    <message>
        <source>This saved game cannot be played: seat {number} ({name}) has a computer level this version cannot use: {problem}.</source>
        <translation>Questa partita salvata non si può giocare: il posto {number} ({name}) ha un livello computer che questa versione non può usare: {problem}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder}: {problem}.</source>
        <translation>Impossibile salvare le impostazioni in {folder}: {problem}.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: hand {hand} cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>Il segnapunti «{title}» (numero {id}) è danneggiato: la mano {hand} non è leggibile. Viene lasciato così com&apos;è; gli altri segnapunti non ne risentono.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its list of players cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>Il segnapunti «{title}» (numero {id}) è danneggiato: il suo elenco di giocatori non è leggibile. Viene lasciato così com&apos;è; gli altri segnapunti non ne risentono.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its options cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>Il segnapunti «{title}» (numero {id}) è danneggiato: le sue opzioni non sono leggibili. Viene lasciato così com&apos;è; gli altri segnapunti non ne risentono.</translation>
    </message>
    <message>
        <source>The score sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so this change was not made.</source>
        <translation>Il segnapunti è stato modificato altrove (forse in un&apos;altra copia di Card Table) da quando è stato mostrato, quindi questa modifica non è stata fatta.</translation>
    </message>
    <message>
        <source>The card deck {deck} chosen in the settings is no longer installed or cannot be used, so Card Table&apos;s own cards are drawn instead.</source>
        <translation>Il mazzo {deck} scelto nelle impostazioni non è più installato o non può essere usato, quindi vengono disegnate al suo posto le carte di Card Table.</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used, so Card Table&apos;s own cards are drawn instead. {reason}</source>
        <translation>Il mazzo {deck} non può essere usato, quindi vengono disegnate al suo posto le carte di Card Table. {reason}</translation>
    </message>
    <message>
        <source>your picture {path} is missing</source>
        <translation>la tua immagine {path} non c&apos;è più</translation>
    </message>
    <message>
        <source>{deck}: {path} is nested more than {limit} levels deep, too deep for Card Table to draw</source>
        <translation>{deck}: {path} è annidato per più di {limit} livelli, troppo in profondità perché Card Table lo disegni</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded ({error})</source>
        <translation>{deck}: impossibile caricarlo ({error})</translation>
    </message>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Un giocatore computer ha avuto un errore: {error}</translation>
    </message>
    <message>
        <source>The hint player failed: {error}</source>
        <translation>Il giocatore dei suggerimenti ha avuto un errore: {error}</translation>
    </message>
    <message>
        <source>{name} cannot play: {problem}.</source>
        <translation>{name} non può giocare: {problem}.</translation>
    </message>
    <message>
        <source>Your {kept} chips do not cover the table&apos;s minimum of {low}: the house gives you a fresh {fresh}.</source>
        <translation>Le tue {kept} fiches non coprono la puntata minima del tavolo, {low}: il banco te ne dà {fresh} nuove.</translation>
    </message>
    <message>
        <source>Bust {points}</source>
        <translation>Sballato {points}</translation>
    </message>
    <message>
        <source>Blackjack!</source>
        <translation>Blackjack!</translation>
    </message>
    <message>
        <source>Doubled {points}</source>
        <translation>Raddoppiato {points}</translation>
    </message>
    <message>
        <source>Stood {points}</source>
        <translation>Fermo a {points}</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Resa</translation>
    </message>
    <message>
        <source>{name} · {chips}</source>
        <translation>{name} · {chips}</translation>
    </message>
    <message>
        <source>Surrendered {result}</source>
        <translation>Resa {result}</translation>
    </message>
    <message>
        <source>Blackjack! {result}</source>
        <translation>Blackjack! {result}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Discards
{n}</source>
        <translation>Scarti
{n}</translation>
    </message>
    <message>
        <source>Dealer: {points}</source>
        <translation>Banco: {points}</translation>
    </message>
    <message>
        <source>Dealer: bust ({points})</source>
        <translation>Banco: sballato ({points})</translation>
    </message>
    <message>
        <source>Cut card out:
new shoe next round</source>
        <translation>Carta di taglio uscita:
sabot nuovo al prossimo turno</translation>
    </message>
    <message>
        <source>Shoe: {n}
{cut} to the cut card</source>
        <translation>Sabot: {n}
{cut} prima della carta di taglio</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Nessuna puntata</translation>
    </message>
    <message>
        <source>Working out basic strategy…</source>
        <translation>Calcolo della strategia di base…</translation>
    </message>
    <message>
        <source>{head} {values} per chip bet.</source>
        <translation>{head} {values} per fiche puntata.</translation>
    </message>
    <message>
        <source>You chose to {chosen}; {line}</source>
        <translation>Hai scelto: {chosen}; {line}</translation>
    </message>
    <message>
        <source>Hit  [H]</source>
        <translation>Carta  [H]</translation>
    </message>
    <message>
        <source>Stand  [S]</source>
        <translation>Stare  [S]</translation>
    </message>
    <message>
        <source>Double  [D]</source>
        <translation>Raddoppio  [D]</translation>
    </message>
    <message>
        <source>Split  [P]</source>
        <translation>Divisione  [P]</translation>
    </message>
    <message>
        <source>Surrender  [R]</source>
        <translation>Resa  [R]</translation>
    </message>
    <message>
        <source>Insurance  [I]</source>
        <translation>Assicurazione  [I]</translation>
    </message>
    <message>
        <source>No insurance  [N]</source>
        <translation>Niente assicurazione  [N]</translation>
    </message>
    <message>
        <source>Clear  [⌫]</source>
        <translation>Azzera  [⌫]</translation>
    </message>
    <message>
        <source>Take your chips back</source>
        <translation>Riprendi le tue fiches</translation>
    </message>
    <message>
        <source>Deal {amount}  [↵]</source>
        <translation>Distribuisci {amount}  [↵]</translation>
    </message>
    <message>
        <source>Bet the chips shown and deal</source>
        <translation>Punta le fiches mostrate e distribuisci le carte</translation>
    </message>
    <message>
        <source>Take another card</source>
        <translation>Prendi un&apos;altra carta</translation>
    </message>
    <message>
        <source>Take no more cards</source>
        <translation>Non prendere altre carte</translation>
    </message>
    <message>
        <source>Double your bet and take one card only</source>
        <translation>Raddoppia la puntata e prendi una sola carta</translation>
    </message>
    <message>
        <source>Split your pair into two hands, a bet on each</source>
        <translation>Dividi la coppia in due mani, con una puntata su ciascuna</translation>
    </message>
    <message>
        <source>Give up the hand and half the bet</source>
        <translation>Rinuncia alla mano e a metà della puntata</translation>
    </message>
    <message>
        <source>Stake half your bet that the dealer has blackjack</source>
        <translation>Scommetti metà della tua puntata che il banco abbia un blackjack</translation>
    </message>
    <message>
        <source>Play on without insurance</source>
        <translation>Continua senza assicurazione</translation>
    </message>
    <message>
        <source>Sit out  [X]</source>
        <translation>Resta fuori  [X]</translation>
    </message>
    <message>
        <source>This box plays no part in the round</source>
        <translation>Questo box non partecipa al turno</translation>
    </message>
    <message>
        <source>Add chips to your bet: {low} to {high}.</source>
        <translation>Aggiungi fiches alla tua puntata: da {low} a {high}.</translation>
    </message>
    <message>
        <source>+{chip}  [{key}]</source>
        <translation>+{chip}  [{key}]</translation>
    </message>
    <message>
        <source>Add a chip of {chip} to your bet</source>
        <translation>Aggiungi una fiche da {chip} alla tua puntata</translation>
    </message>
    <message>
        <source>Rebet {amount}  [R]</source>
        <translation>Ripeti {amount}  [R]</translation>
    </message>
    <message>
        <source>Bet what you bet last round</source>
        <translation>Punta quanto hai puntato nel turno precedente</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <source>Next round  [{key}]</source>
        <translation>Prossimo turno  [{key}]</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Prossimo turno</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} round: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Dopo {n} turno: {names} sono in testa con {total}.</numerusform>
            <numerusform>Dopo {n} turni: {names} sono in testa con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Questo turno</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: you lead with {total}.</source>
        <extracomment>English singular: After {n} round: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Dopo {n} turno: sei in testa con {total}.</numerusform>
            <numerusform>Dopo {n} turni: sei in testa con {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} round: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Dopo {n} turno: {name} è in testa con {total}.</numerusform>
            <numerusform>Dopo {n} turni: {name} è in testa con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Advice  [A]</source>
        <translation>Consiglio  [A]</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Consiglio</translation>
    </message>
    <message>
        <source>What basic strategy does here, and what each choice is worth</source>
        <translation>Cosa fa qui la strategia di base, e quanto vale ogni scelta</translation>
    </message>
    <message>
        <source>Coach comments</source>
        <translation>Commenti del coach</translation>
    </message>
    <message>
        <source>The coach speaks up when you depart from basic strategy</source>
        <translation>Il coach interviene quando ti allontani dalla strategia di base</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Space: turn a card · P: pause · S: speed</source>
        <translation>Spazio: gira una carta · P: pausa · S: velocità</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: you answer {n} more cards.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: you answer {n} more card.</extracomment>
        <translation>
            <numerusform>{name} attacca con un {card}: devi girare ancora {n} carta.</numerusform>
            <numerusform>{name} attacca con un {card}: devi girare ancora {n} carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game lasted {n} cards.</source>
        <extracomment>English singular: The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>La partita è durata {n} carta.</numerusform>
            <numerusform>La partita è durata {n} carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ending} The game lasted {n} cards.</source>
        <extracomment>English singular: {ending} The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>{ending} La partita è durata {n} carta.</numerusform>
            <numerusform>{ending} La partita è durata {n} carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the attack and takes the pile ({n} cards).</source>
        <extracomment>English singular: {name} wins the attack and takes the pile ({n} card).</extracomment>
        <translation>
            <numerusform>{name} vince l&apos;attacco e prende il mucchio ({n} carta).</numerusform>
            <numerusform>{name} vince l&apos;attacco e prende il mucchio ({n} carte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {card} attacks: {name} answers {n} more cards.</source>
        <extracomment>English singular: Your {card} attacks: {name} answers {n} more card.</extracomment>
        <translation>
            <numerusform>Attacchi con un {card}: {name} deve girare ancora {n} carta.</numerusform>
            <numerusform>Attacchi con un {card}: {name} deve girare ancora {n} carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: {n} more cards to answer.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: {n} more card to answer.</extracomment>
        <translation>
            <numerusform>{name} attacca con un {card}: ancora {n} carta di risposta.</numerusform>
            <numerusform>{name} attacca con un {card}: ancora {n} carte di risposta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the attack: you take the pile ({n} cards).</source>
        <extracomment>English singular: You win the attack: you take the pile ({n} card).</extracomment>
        <translation>
            <numerusform>Vinci l&apos;attacco: prendi il mucchio ({n} carta).</numerusform>
            <numerusform>Vinci l&apos;attacco: prendi il mucchio ({n} carte).</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair with the {card}</source>
        <translation>Fai coppia con {card}</translation>
    </message>
    <message>
        <source>Lay it on the table</source>
        <translation>Posala sul tavolo</translation>
    </message>
    <message>
        <source>No table card to pair with: choose a card of your hand, or lay one.</source>
        <translation>Nessuna carta del tavolo con cui fare coppia: scegli una carta della tua mano, o posane una.</translation>
    </message>
    <message>
        <source>The {card} makes ten with no table card.</source>
        <translation>{card} non fa dieci con nessuna carta del tavolo.</translation>
    </message>
    <message>
        <source>Return takes the {card} with the turned card.</source>
        <translation>Premi Invio per prendere {card} con la carta girata.</translation>
    </message>
    <message>
        <source>Return pairs your {card} with the {other}.</source>
        <translation>Premi Invio per abbinare {card} della tua mano a {other}.</translation>
    </message>
    <message>
        <source>A computer player chose an illegal move: {reason}</source>
        <translation>Un giocatore computer ha scelto una mossa non valida: {reason}</translation>
    </message>
    <message>
        <source>{description} (key {key})</source>
        <translation>{description} (tasto {key})</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>La tua dichiarazione</translation>
    </message>
    <message>
        <source>How many tricks you expect to take: Up and Down or the digits change it, Enter bids it</source>
        <translation>Quante prese pensi di fare: le frecce Su e Giù o le cifre la cambiano, Invio la dichiara</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tasto: {key}</translation>
    </message>
    <message>
        <source>Redouble {name}</source>
        <translation>Surcontra {name}</translation>
    </message>
    <message>
        <source>Double {name}</source>
        <translation>Contra {name}</translation>
    </message>
    <message>
        <source>Press to choose this double, again to take it back</source>
        <translation>Premi per scegliere questo contro, premi di nuovo per ritirarlo</translation>
    </message>
    <message>
        <source>Redouble everyone you may</source>
        <translation>Surcontra tutti quelli che puoi</translation>
    </message>
    <message>
        <source>Make the chosen doubles and end your turn</source>
        <translation>Fai i contro scelti e chiudi il turno</translation>
    </message>
    <message>
        <source>{contract} — played</source>
        <translation>{contract} — giocato</translation>
    </message>
    <message>
        <source>Already played in this seven</source>
        <translation>Già giocato in questa serie</translation>
    </message>
    <message>
        <source>Choose this contract</source>
        <translation>Scegli questo contratto</translation>
    </message>
    <message>
        <source>Bid the number shown</source>
        <translation>Dichiara il numero indicato</translation>
    </message>
    <message>
        <source>Maximum: redouble all</source>
        <translation>Massimo: surcontra tutti</translation>
    </message>
    <message>
        <source>Maximum: double all</source>
        <translation>Massimo: contra tutti</translation>
    </message>
    <message>
        <source>On the {suit} row</source>
        <translation>Sulla fila di {suit}</translation>
    </message>
    <message>
        <source>As the {card}, on the {suit} row</source>
        <translation>Come {card}, sulla fila di {suit}</translation>
    </message>
    <message>
        <source>On {suit} row {n}</source>
        <translation>Sulla fila {n} di {suit}</translation>
    </message>
    <message>
        <source>for {card}</source>
        <translation>per {card}</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>Hai chiesto {what} a {other}: niente, quindi tocca a {other}.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you had none, so it is your turn.</source>
        <translation>{seat} ti ha chiesto {what}: non ne avevi, quindi tocca a te.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>{seat} ha chiesto {what} a {other}: niente, quindi tocca a {other}.</translation>
    </message>
    <message numerus="yes">
        <source>You asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: You asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>Hai chiesto {what} a {other} e hai ricevuto {n} carta.</numerusform>
            <numerusform>Hai chiesto {what} a {other} e hai ricevuto {n} carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked you for {what}: you gave {n} cards.</source>
        <extracomment>English singular: {seat} asked you for {what}: you gave {n} card.</extracomment>
        <translation>
            <numerusform>{seat} ti ha chiesto {what}: hai dato {n} carta.</numerusform>
            <numerusform>{seat} ti ha chiesto {what}: hai dato {n} carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: {seat} asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>{seat} ha chiesto {what} a {other} e ha ricevuto {n} carta.</numerusform>
            <numerusform>{seat} ha chiesto {what} a {other} e ha ricevuto {n} carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>You asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>Hai chiesto {what} a {other}, hai pescato {card} e hai chiesto di nuovo.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}, fished the {card} and asked again.</source>
        <translation>{seat} ti ha chiesto {what}, ha pescato {card} e ha chiesto di nuovo.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>{seat} ha chiesto {what} a {other}, ha pescato {card} e ha chiesto di nuovo.</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: Go fish!</source>
        <translation>Hai chiesto {what} a {other}: «Pesca!»</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you said Go fish!</source>
        <translation>{seat} ti ha chiesto {what}: hai detto «Pesca!»</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: Go fish!</source>
        <translation>{seat} ha chiesto {what} a {other}: «Pesca!»</translation>
    </message>
    <message>
        <source>Ask {player} for {rank}</source>
        <translation>Chiedi {rank} a {player}</translation>
    </message>
    <message>
        <source>Ask {player} for the {card}</source>
        <translation>Chiedi {card} a {player}</translation>
    </message>
    <message>
        <source>Go fish!</source>
        <translation>Pesca!</translation>
    </message>
    <message>
        <source>None!</source>
        <translation>Non ne ho!</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano finita</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Questa mano</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <extracomment>English singular: {n} card</extracomment>
        <translation>
            <numerusform>{n} carta</numerusform>
            <numerusform>{n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Cosa fare ora</translation>
    </message>
    <message>
        <source>Start a new match? The match in progress will be lost.</source>
        <translation>Iniziare una nuova partita? La partita in corso andrà persa.</translation>
    </message>
    <message>
        <source>Deal this match again from the start? The hands played so far will be lost.</source>
        <translation>Ridistribuire questa partita dall&apos;inizio? Le mani giocate finora andranno perse.</translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards</source>
        <extracomment>English singular: Draw {n} card</extracomment>
        <translation>
            <numerusform>Pesca {n} carta</numerusform>
            <numerusform>Pesca {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, passed to you</source>
        <translation>{card}, passata a te</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>As&amp;k before leaving a match in progress</source>
        <translation>&amp;Chiedi prima di lasciare una partita in corso</translation>
    </message>
    <message>
        <source>New game and Restart ask first while a match is under way</source>
        <translation>Nuova partita e Ricomincia chiedono prima conferma durante una partita</translation>
    </message>
    <message>
        <source>Our card back</source>
        <translation>Il nostro dorso delle carte</translation>
    </message>
    <message>
        <source>Your picture…</source>
        <translation>La tua immagine…</translation>
    </message>
    <message>
        <source>Choose a picture for the card backs</source>
        <translation>Scegli un&apos;immagine per il dorso delle carte</translation>
    </message>
    <message>
        <source>Use ours again</source>
        <translation>Usa di nuovo il nostro</translation>
    </message>
    <message>
        <source>Use our card back again</source>
        <translation>Usa di nuovo il nostro dorso delle carte</translation>
    </message>
    <message>
        <source>Choose a picture for the table</source>
        <translation>Scegli un&apos;immagine per il tavolo</translation>
    </message>
    <message>
        <source>Use our green felt again</source>
        <translation>Usa di nuovo il nostro panno verde</translation>
    </message>
    <message>
        <source>Why the picture cannot be used</source>
        <translation>Perché l&apos;immagine non si può usare</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</source>
        <translation>Immagini (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Dorso delle carte</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>Your picture</source>
        <translation>La tua immagine</translation>
    </message>
    <message>
        <source>Our green felt</source>
        <translation>Il nostro panno verde</translation>
    </message>
    <message>
        <source>This deck comes in one colouring only.</source>
        <translation>Questo mazzo esiste in una sola colorazione.</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: you lead with {total}.</source>
        <extracomment>English singular: After {n} hand: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Dopo {n} mano: sei in testa con {total}.</numerusform>
            <numerusform>Dopo {n} mani: sei in testa con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You win with {total}</source>
        <translation>Vinci con {total}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pt</translation>
    </message>
    <message numerus="yes">
        <source>Kitty: {n} cards,
worth {points} to you</source>
        <extracomment>English singular: Kitty: {n} card,</extracomment>
        <translation>
            <numerusform>Piatto: {n} carta,
vale {points} per te</numerusform>
            <numerusform>Piatto: {n} carte,
vale {points} per te</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the kitty</source>
        <translation>Prendi il piatto</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Passa a {player}</translation>
    </message>
    <message>
        <source>Play and leave the kitty</source>
        <translation>Gioca e lascia il piatto</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>Scegli prima una carta.</translation>
    </message>
    <message>
        <source>Card {n} picked</source>
        <translation>{n}ª carta scelta</translation>
    </message>
    <message numerus="yes">
        <source>Collection: {n} cards</source>
        <extracomment>English singular: Collection: {n} card</extracomment>
        <translation>
            <numerusform>Prese: {n} carta</numerusform>
            <numerusform>Prese: {n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>A card you cannot play is passed to the player on your left, {player}.</source>
        <translation>Una carta che non puoi giocare si passa al giocatore alla tua sinistra, {player}.</translation>
    </message>
    <message>
        <source>Play the chosen cards</source>
        <translation>Gioca le carte scelte</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, then press this to play them.</source>
        <translation>Scegli le carte di una scala, o dello stesso valore, poi premi questo pulsante per giocarle.</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, that may be played together.</source>
        <translation>Scegli le carte di una scala, o dello stesso valore, che si possono giocare insieme.</translation>
    </message>
    <message>
        <source>Press L, Escape or click the table to put the last trick away.</source>
        <translation>Premi L o Esc, o fai clic sul tavolo, per mettere via l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Hai vinto la presa.</translation>
    </message>
    <message>
        <source>That card can only be played with others: choose them too, then play the chosen cards.</source>
        <translation>Quella carta si può giocare solo con altre: scegli anche quelle, poi gioca le carte scelte.</translation>
    </message>
    <message>
        <source>Played by you</source>
        <translation>Giocata da te</translation>
    </message>
    <message>
        <source>After a hint (H): make the hinted move</source>
        <translation>Dopo un suggerimento (H): fai la mossa suggerita</translation>
    </message>
    <message>
        <source>After a hand: deal the next hand</source>
        <translation>Dopo una mano: distribuisci la mano successiva</translation>
    </message>
    <message>
        <source>Any key or a click</source>
        <translation>Un tasto qualsiasi o un clic</translation>
    </message>
    <message>
        <source>Go on at once while a finished trick or the last trick is shown</source>
        <translation>Prosegui subito mentre è mostrata una presa finita o l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Camicia: turn your top card</source>
        <translation>Camicia: gira la carta in cima al tuo mazzetto</translation>
    </message>
    <message>
        <source>Camicia: pause, or play on by itself</source>
        <translation>Camicia: metti in pausa, o lascia che il tavolo giochi da solo</translation>
    </message>
    <message>
        <source>Camicia: the next speed (slow, normal, fast)</source>
        <translation>Camicia: velocità successiva (lenta, normale, veloce)</translation>
    </message>
    <message>
        <source>Chinese Ten: the next table card the chosen card makes ten with (Return pairs them)</source>
        <translation>Chinese Ten: la prossima carta del tavolo con cui la carta scelta fa dieci (Invio le abbina)</translation>
    </message>
    <message>
        <source>Statistics: play the picked cards, the last picked on top</source>
        <translation>Statistics: gioca le carte scelte, l&apos;ultima scelta in cima</translation>
    </message>
    <message>
        <source>Statistics: take the kitty with the picked cards</source>
        <translation>Statistics: prendi il piatto con le carte scelte</translation>
    </message>
    <message>
        <source>Statistics: pass the picked card to the player on your left</source>
        <translation>Statistics: passa la carta scelta al giocatore alla tua sinistra</translation>
    </message>
    <message>
        <source>Blackjack: hit, stand, double, split, surrender (H hits there, not the hint)</source>
        <translation>Blackjack: carta, stare, raddoppio, divisione, resa (lì H chiede carta, non il suggerimento)</translation>
    </message>
    <message>
        <source>Blackjack: take insurance, or not</source>
        <translation>Blackjack: prendi l&apos;assicurazione, o no</translation>
    </message>
    <message>
        <source>Blackjack: the coach&apos;s advice (instead of the hint)</source>
        <translation>Blackjack: il consiglio del coach (al posto del suggerimento)</translation>
    </message>
    <message>
        <source>Blackjack: add a chip of 10, 50, 100 or 500 to your bet</source>
        <translation>Blackjack: aggiungi una fiche da 10, 50, 100 o 500 alla tua puntata</translation>
    </message>
    <message>
        <source>Blackjack: raise or lower your bet (+ and - too)</source>
        <translation>Blackjack: alza o abbassa la tua puntata (anche + e -)</translation>
    </message>
    <message>
        <source>Blackjack: deal with the bet shown</source>
        <translation>Blackjack: distribuisci con la puntata mostrata</translation>
    </message>
    <message>
        <source>Blackjack: clear your bet, bet as last round, sit out</source>
        <translation>Blackjack: azzera la puntata, ripeti quella del turno precedente, resta fuori</translation>
    </message>
    <message>
        <source>The demo is already running. Press Escape to stop it.</source>
        <translation>La dimostrazione è già in corso. Premi Esc per fermarla.</translation>
    </message>
    <message>
        <source>Watch a demo? Your match is saved and comes back when the demo stops.</source>
        <translation>Guardare una dimostrazione? La tua partita viene salvata e torna quando la dimostrazione finisce.</translation>
    </message>
    <message>
        <source>Demo: the computer plays every seat. Press Escape to stop.</source>
        <translation>Dimostrazione: il computer gioca in tutti i posti. Premi Esc per fermarla.</translation>
    </message>
    <message>
        <source>The board of {game} cannot be shown: {error}</source>
        <translation>La tavoletta di {game} non può essere mostrata: {error}</translation>
    </message>
    <message>
        <source>Your chips could not be kept: {error}</source>
        <translation>Impossibile conservare le tue fiches: {error}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>Deal the same match again</source>
        <translation>Ridistribuisci la stessa partita</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Salva con nome…</translation>
    </message>
    <message>
        <source>Save the match to a file</source>
        <translation>Salva la partita in un file</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Dimostrazione</translation>
    </message>
    <message>
        <source>Watch the computer play every seat</source>
        <translation>Guarda il computer giocare in tutti i posti</translation>
    </message>
    <message>
        <source>&amp;Stop the demo</source>
        <translation>&amp;Ferma la dimostrazione</translation>
    </message>
    <message>
        <source>End the demo</source>
        <translation>Termina la dimostrazione</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Torna alla tua partita</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Annulla la tua ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>What would the computer do in your seat?</source>
        <translation>Cosa farebbe il computer al tuo posto?</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Prossima mano</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Distribuisci la mano successiva</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>The rules of the game</source>
        <translation>Le regole del gioco</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>Show or hide the score sheet beside the table</source>
        <translation>Mostra o nascondi il segnapunti accanto al tavolo</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <source>Your results, game by game</source>
        <translation>I tuoi risultati, gioco per gioco</translation>
    </message>
    <message>
        <source>Score s&amp;heets…</source>
        <translation>Tutti i segna&amp;punti…</translation>
    </message>
    <message>
        <source>Every score sheet: played matches, and sheets kept for games with real cards</source>
        <translation>Tutti i segnapunti: partite giocate e segnapunti tenuti per partite con carte vere</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Cards, table, language and players</source>
        <translation>Carte, tavolo, lingua e giocatori</translation>
    </message>
    <message>
        <source>S&amp;witch between table and score sheet</source>
        <translation>&amp;Alterna tavolo e segnapunti</translation>
    </message>
    <message>
        <source>Move the keyboard focus between the table and the score sheet</source>
        <translation>Sposta il focus della tastiera tra il tavolo e il segnapunti</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every key of the game and the table</source>
        <translation>Tutti i tasti del gioco e del tavolo</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Choose a game to play.</source>
        <translation>Scegli un gioco a cui giocare.</translation>
    </message>
    <message>
        <source>{game} — Card Table</source>
        <translation>{game} — Card Table</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Suggerimento: {move}</translation>
    </message>
    <message>
        <source>Match over. Winner: {name}.</source>
        <translation>Partita finita. Vincitore: {name}.</translation>
    </message>
    <message>
        <source>Match over. Winners: {names}.</source>
        <translation>Partita finita. Vincitori: {names}.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Card Table matches (*.cardtable *.json)</source>
        <translation>Partite di Card Table (*.cardtable *.json)</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>There is nothing of yours to undo in this hand.</source>
        <translation>In questa mano non c&apos;è nessuna tua mossa da annullare.</translation>
    </message>
    <message>
        <source>Thinking about your best move…</source>
        <translation>Sto cercando la tua mossa migliore…</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Il suggerimento è disponibile solo al tuo turno.</translation>
    </message>
    <message>
        <source>Next hand  [{key}]</source>
        <translation>Prossima mano  [{key}]</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Prossima mano</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Partita salvata in {path}.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Statistics are unavailable.</source>
        <translation>Le statistiche non sono disponibili.</translation>
    </message>
    <message>
        <source>The language changes when Card Table starts again.</source>
        <translation>La lingua cambierà al prossimo avvio di Card Table.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>Statistics are unavailable: {error}</source>
        <translation>Le statistiche non sono disponibili: {error}</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>Impossibile salvare le statistiche: {error}</translation>
    </message>
    <message>
        <source>The score sheet could not be kept: {error}</source>
        <translation>Impossibile conservare il segnapunti: {error}</translation>
    </message>
    <message>
        <source>The match could not be saved: {error}</source>
        <translation>Impossibile salvare la partita: {error}</translation>
    </message>
    <message>
        <source>{file} could not be opened: {error}</source>
        <translation>Impossibile aprire {file}: {error}</translation>
    </message>
    <message>
        <source>Score sheets are unavailable: {error}</source>
        <translation>I segnapunti non sono disponibili: {error}</translation>
    </message>
    <message>
        <source>⚠ Cannot start: only one seat can be played by a human.</source>
        <translation>⚠ Impossibile iniziare: un solo posto può essere giocato da un umano.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>⚠ Cannot start: {reason}</source>
        <translation>⚠ Impossibile iniziare: {reason}</translation>
    </message>
    <message>
        <source>(changed from standard: {value})</source>
        <translation>(diverso dallo standard: {value})</translation>
    </message>
    <message>
        <source>These rules have not been translated yet: they are shown in English.</source>
        <translation>Queste regole non sono ancora state tradotte: sono mostrate in inglese.</translation>
    </message>
    <message>
        <source>{plate} · dealer</source>
        <translation>{plate} · mazziere</translation>
    </message>
    <message>
        <source>{plate}, dealer</source>
        <translation>{plate}, mazziere</translation>
    </message>
    <message>
        <source>{plate}, to play</source>
        <translation>{plate}, di turno</translation>
    </message>
    <message>
        <source>Drop the card here to play it</source>
        <translation>Lascia qui la carta per giocarla</translation>
    </message>
    <message numerus="yes">
        <source>{name} · {n} cards</source>
        <extracomment>English singular: {name} · {n} card</extracomment>
        <translation>
            <numerusform>{name} · {n} carta</numerusform>
            <numerusform>{name} · {n} carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, {n} cards</source>
        <extracomment>English singular: {name}, {n} card</extracomment>
        <translation>
            <numerusform>{name}, {n} carta</numerusform>
            <numerusform>{name}, {n} carte</numerusform>
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
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Mazzo di carte</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Anteprima del mazzo di carte</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (our deck)</source>
        <translation>&amp;Semi a quattro colori (il nostro mazzo)</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so no two suits share a colour</source>
        <translation>Fiori verdi e quadri blu, così ogni seme ha un colore diverso</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Tavolo ad alto con&amp;trasto</translation>
    </message>
    <message>
        <source>A darker felt, thicker outlines and solid name plates</source>
        <translation>Panno più scuro, contorni più spessi e targhette dei nomi piene</translation>
    </message>
    <message>
        <source>&amp;Large cards</source>
        <translation>&amp;Carte grandi</translation>
    </message>
    <message>
        <source>Bigger cards on the table; long hands overlap more</source>
        <translation>Carte più grandi sul tavolo; le mani lunghe si sovrappongono di più</translation>
    </message>
    <message>
        <source>&amp;Sound effects (needs the &apos;sound&apos; extra)</source>
        <translation>&amp;Effetti sonori (richiede l&apos;extra &apos;sound&apos;)</translation>
    </message>
    <message>
        <source>A new language takes effect when Card Table starts again.</source>
        <translation>La nuova lingua avrà effetto al prossimo avvio di Card Table.</translation>
    </message>
    <message>
        <source>Why the settings were not saved</source>
        <translation>Perché le impostazioni non sono state salvate</translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation>&amp;Mazzo di carte</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Il tuo &amp;nome</translation>
    </message>
    <message>
        <source>&amp;Computer players</source>
        <translation>Giocatori com&amp;puter</translation>
    </message>
    <message>
        <source>⚠ {problem} Press OK to try again, or Cancel.</source>
        <translation>⚠ {problem} Premi OK per riprovare, oppure Annulla.</translation>
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
        <translation>{field} conteneva {stored}, più di quanto questo modulo possa mostrare: mostra {shown}, e salvando la mano resta {shown}.</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>segnapunti</translation>
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
        <translation>Mano {n}: {problem}</translation>
    </message>
    <message>
        <source>{value}, ringed</source>
        <translation>{value}, cerchiato</translation>
    </message>
    <message>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <source>{name} wins with {total}</source>
        <translation>{name} vince con {total}</translation>
    </message>
    <message>
        <source>{value} ({tip})</source>
        <translation>{value} ({tip})</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} hand: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Dopo {n} mano: {name} è in testa con {total}.</numerusform>
            <numerusform>Dopo {n} mani: {name} è in testa con {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} hand: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Dopo {n} mano: {names} sono in testa con {total}.</numerusform>
            <numerusform>Dopo {n} mani: {names} sono in testa con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem: {problem}</source>
        <translation>Problema: {problem}</translation>
    </message>
    <message>
        <source>Total of {name}: {total}</source>
        <translation>Totale di {name}: {total}</translation>
    </message>
    <message>
        <source>{facts} · {fact}</source>
        <translation>{facts} · {fact}</translation>
    </message>
    <message>
        <source>All sheets</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Kept by hand</source>
        <translation>Tenuti a mano</translation>
    </message>
    <message>
        <source>Played in the app</source>
        <translation>Giocati nell&apos;app</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>&amp;New sheet…</source>
        <translation>&amp;Nuovo segnapunti…</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>{title} ({game})</source>
        <translation>{title} ({game})</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} è in testa</translation>
    </message>
    <message>
        <source>{options}; {option}</source>
        <translation>{options}; {option}</translation>
    </message>
    <message>
        <source>Rename sheet</source>
        <translation>Rinomina segnapunti</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titolo:</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Esporta CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Esporta PDF</translation>
    </message>
    <message>
        <source>always {n} partnerships</source>
        <translation>sempre {n} coppie</translation>
    </message>
    <message>
        <source>{low} to {high} partnerships</source>
        <translation>da {low} a {high} coppie</translation>
    </message>
    <message>
        <source>always {n} players</source>
        <translation>sempre {n} giocatori</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} ha vinto</translation>
    </message>
    <message>
        <source>Delete the empty sheet “{title}”? Undo brings it back while this window is open.</source>
        <translation>Eliminare il segnapunti vuoto “{title}”? Finché questa finestra è aperta, Annulla lo ripristina.</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Squadra {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>No score sheets yet. Choose “New sheet…” to keep score of a game played with real cards.</source>
        <translation>Ancora nessun segnapunti. Scegli “Nuovo segnapunti…” per segnare i punti di una partita giocata con carte vere.</translation>
    </message>
    <message>
        <source>Choose a sheet on the left, or start a new one.</source>
        <translation>Scegli un segnapunti a sinistra, o creane uno nuovo.</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rinomina…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the sheet as a table for a spreadsheet</source>
        <translation>Salva il segnapunti come tabella per un foglio di calcolo</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Esporta &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the sheet as a PDF file</source>
        <translation>Salva il segnapunti come file PDF</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>De&amp;lete sheet</source>
        <translation>&amp;Elimina segnapunti</translation>
    </message>
    <message>
        <source>Delete this sheet (Undo brings it back)</source>
        <translation>Elimina questo segnapunti (Annulla lo ripristina)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>C&amp;hiudi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Add hand…</source>
        <translation>A&amp;ggiungi mano…</translation>
    </message>
    <message>
        <source>Type in the next hand</source>
        <translation>Inserisci la mano successiva</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Modifica mano…</translation>
    </message>
    <message>
        <source>Correct the chosen hand (or double-click it)</source>
        <translation>Correggi la mano scelta (o fai doppio clic su di essa)</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Elimina mano</translation>
    </message>
    <message>
        <source>Delete the chosen hand; the hands after it are scored again</source>
        <translation>Elimina la mano scelta; le mani successive vengono ricalcolate</translation>
    </message>
    <message>
        <source>new sheet</source>
        <translation>nuovo segnapunti</translation>
    </message>
    <message>
        <source>Delete sheet</source>
        <translation>Elimina segnapunti</translation>
    </message>
    <message>
        <source>delete sheet</source>
        <translation>eliminazione segnapunti</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titolo:</translation>
    </message>
    <message>
        <source>This kind of sheet is not known to this version of Card Table.</source>
        <translation>Questo tipo di segnapunti non è noto a questa versione di Card Table.</translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation>Iniziato il {date}</translation>
    </message>
    <message>
        <source>correct hand {n}</source>
        <translation>correzione mano {n}</translation>
    </message>
    <message>
        <source>rename sheet</source>
        <translation>rinomina segnapunti</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>Name {n}</source>
        <translation>Nome {n}</translation>
    </message>
    <message>
        <source>This sheet has no options.</source>
        <translation>Questo segnapunti non ha opzioni.</translation>
    </message>
    <message>
        <source>The match is over: {winner}.</source>
        <translation>La partita è finita: {winner}.</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Annulla {what}</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Ripeti {what}</translation>
    </message>
    <message numerus="yes">
        <source>{n} hands</source>
        <extracomment>English singular: {n} hand</extracomment>
        <translation>
            <numerusform>{n} mano</numerusform>
            <numerusform>{n} mani</numerusform>
        </translation>
    </message>
    <message>
        <source>Last changed {date}</source>
        <translation>Ultima modifica: {date}</translation>
    </message>
    <message>
        <source>started {date}</source>
        <translation>iniziato il {date}</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Annullato: {what}</translation>
    </message>
    <message>
        <source>Redone: {what}</source>
        <translation>Ripetuto: {what}</translation>
    </message>
    <message>
        <source>add hand {n}</source>
        <translation>aggiunta mano {n}</translation>
    </message>
    <message>
        <source>delete hand {n}</source>
        <translation>eliminazione mano {n}</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
        <extracomment>English singular: Delete the sheet “{title}” with its one hand? Undo brings it back while this window is open.</extracomment>
        <translation>
            <numerusform>Eliminare il segnapunti “{title}” con la sua unica mano? Finché questa finestra è aperta, Annulla lo ripristina.</numerusform>
            <numerusform>Eliminare il segnapunti “{title}” con le sue {n} mani? Finché questa finestra è aperta, Annulla lo ripristina.</numerusform>
        </translation>
    </message>
    <message>
        <source>This kind of sheet ({kind}) is not known to this version of Card Table.</source>
        <translation>Questo tipo di segnapunti ({kind}) non è noto a questa versione di Card Table.</translation>
    </message>
    <message>
        <source>The change could not be saved: {error}</source>
        <translation>Impossibile salvare la modifica: {error}</translation>
    </message>
    <message>
        <source>The sheet could not be saved: {error}</source>
        <translation>Impossibile salvare il segnapunti: {error}</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Impossibile scrivere {path}: {error}</translation>
    </message>
    <message>
        <source>This sheet could not be drawn: {error}</source>
        <translation>Impossibile disegnare questo segnapunti: {error}</translation>
    </message>
</context>
</TS>
