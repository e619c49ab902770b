<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>cardtable</name>
        <message>
            <source>Best of {count} moves over {deals} imagined deals ({share} of the search).</source>
            <translation>La migliore di {count} mosse su {deals} smazzate immaginate ({share} della ricerca).</translation>
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
            <source>{rank} of {suit}</source>
            <translation>{rank} di {suit}</translation>
        </message>
        <message>
            <source>seat {n}</source>
            <translation>posto {n}</translation>
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
            <source>'{move}' is not a move of Barbu.</source>
            <translation>'{move}' non è una mossa di Barbu.</translation>
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
            <translation>Quando si esce ad atout devi superare l'atout più alto, se puoi.</translation>
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
            <translation>Scegli l'atout.</translation>
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
            <translation>Indica l'atout con la lettera del seme: C, D, H o S.</translation>
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
            <source>Declarer must first name trumps.</source>
            <translation>Prima il dichiarante deve scegliere l'atout.</translation>
        </message>
        <message>
            <source>You must double declarer now: you still owe {owed} compulsory double(s) with {left} hand(s) left in declarer's seven.</source>
            <translation>Ora devi contrare il dichiarante: contro obbligatori ancora dovuti {owed}, mani rimaste nella serie del dichiarante {left}.</translation>
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
            <source>{seat} declares next; contracts still to play: {contracts}.</source>
            <translation>Prossimo dichiarante: {seat}; contratti ancora da giocare: {contracts}.</translation>
        </message>
        <message>
            <source>The session is over after {hands} hands.</source>
            <translation>La sessione finisce dopo {hands} mani.</translation>
        </message>
        <message>
            <source>{seat} declared this hand, but hand {hand} of the sheet is another player's: check the first declarer.</source>
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
            <source>Doubles of {seat} still owed: {tally}.</source>
            <translation>Contro a {seat} ancora dovuti: {tally}.</translation>
        </message>
        <message>
            <source>Every compulsory double of {seat} has been made.</source>
            <translation>Tutti i contro obbligatori a {seat} sono stati fatti.</translation>
        </message>
        <message>
            <source>{contract} is not a contract of this session.</source>
            <translation>{contract} non è un contratto di questa sessione.</translation>
        </message>
        <message>
            <source>Enter {seat}'s raw score.</source>
            <translation>Inserisci i punti base di {seat}.</translation>
        </message>
        <message>
            <source>In Dominoes the raw scores are {places} for the first to the last player out, one each.</source>
            <translation>Nel Domino i punti base sono {places}, dal primo all'ultimo a chiudere, uno a testa.</translation>
        </message>
        <message>
            <source>In Ravage City {ravage} goes to the player with the most cards of one suit, or is shared equally by those tied for it.</source>
            <translation>In Ravage City {ravage} va al giocatore con più carte di un solo seme, o si divide in parti uguali tra i giocatori a pari merito.</translation>
        </message>
        <message>
            <source>{seat}'s doubles name someone who is not at this table.</source>
            <translation>I contro di {seat} indicano qualcuno che non è a questo tavolo.</translation>
        </message>
        <message>
            <source>{seat} must double declarer: this is the last hand of the seven and a compulsory double is still owed.</source>
            <translation>{seat} deve contrare il dichiarante: è l'ultima mano della serie e un contro obbligatorio è ancora dovuto.</translation>
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
            <source>{seat}'s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
            <translation>I punti base {points} di {seat} non sono possibili in Ravage City: il maggior numero di carte di un seme vale {ravage}, diviso tra i giocatori a pari merito.</translation>
        </message>
        <message>
            <source>{seat}'s raw score {points} is not possible in {contract}: {rule}.</source>
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
            <source>Two cards left: say "Last card!" before playing.</source>
            <translation>Ti restano due carte: di' «Ultima carta!» prima di giocare.</translation>
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
            <translation>Gioca una carta o pescane una; puoi passare solo se non puoi fare né l'una né l'altra cosa.</translation>
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
            <source>You do not hold the {card}.</source>
            <translation>Non hai in mano questa carta: {card}.</translation>
        </message>
        <message>
            <source>You must draw {count} cards or play another {rank}.</source>
            <translation>Devi pescare {count} carte o giocare un altro {rank}.</translation>
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
            <source>Nobody says "Last card!" in this game.</source>
            <translation>In questo gioco nessuno dice «Ultima carta!».</translation>
        </message>
        <message>
            <source>You have already said "Last card!".</source>
            <translation>Hai già detto «Ultima carta!».</translation>
        </message>
        <message>
            <source>Say "Last card!" when you hold two cards and are about to play one.</source>
            <translation>Di' «Ultima carta!» quando hai due carte e stai per giocarne una.</translation>
        </message>
        <message>
            <source>Stock: {count} cards</source>
            <translation>Mazzo: {count} carte</translation>
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
            <source>Draw {count} cards or play another {rank}.</source>
            <translation>Pesca {count} carte o gioca un altro {rank}.</translation>
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
            <source>You may draw at most {limit} cards in a turn.</source>
            <translation>Puoi pescare al massimo {limit} carte per turno.</translation>
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
            <source>The player who went out is not at this table.</source>
            <translation>Il giocatore che ha chiuso non è a questo tavolo.</translation>
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
            <source>{seat}'s {points} penalty points cannot come from {cards} cards: each card counts 1 to 50.</source>
            <translation>I {points} punti di penalità di {seat} non possono venire da {cards} carte: ogni carta vale da 1 a 50.</translation>
        </message>
        <message>
            <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
            <translation>{seat} non ha chiuso, quindi ha ancora una carta: almeno 1 punto di penalità.</translation>
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
            <source>The {card} risks about {risk} points in reply.</source>
            <translation>Con {card} rischi circa {risk} punti in risposta.</translation>
        </message>
        <message>
            <source>Pegs {points} with the {card}.</source>
            <translation>Segna {points} con {card}.</translation>
        </message>
        <message>
            <source>{move} is not a move of Cribbage.</source>
            <translation>La mossa {move} non esiste nel Cribbage.</translation>
        </message>
        <message>
            <source>Play a card (count is {count}).</source>
            <translation>Gioca una carta (conteggio {count}).</translation>
        </message>
        <message>
            <source>The crib is full: play a card or say go.</source>
            <translation>Il crib è completo: gioca una carta o di' go.</translation>
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
            <source>{seat} to {verb}.</source>
            <translation>Tocca a {seat} {verb}.</translation>
        </message>
        <message>
            <source>Discard {n} {cards} to {whose} crib.</source>
            <translation>Scarta {n} {cards} nel crib {whose}.</translation>
        </message>
        <message>
            <source>You cannot play without passing 31 (count is {count}): say go.</source>
            <translation>Non puoi giocare senza superare 31 (conteggio {count}): di' go.</translation>
        </message>
        <message>
            <source>Discard {n} {cards} to the crib first.</source>
            <translation>Prima scarta {n} {cards} nel crib.</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>Scarta una carta alla volta.</translation>
        </message>
        <message>
            <source>Count: {count}</source>
            <translation>Conteggio: {count}</translation>
        </message>
        <message>
            <source>{seat} reached {target}: the game is over.</source>
            <translation>{seat} ha raggiunto {target}: la partita è finita.</translation>
        </message>
        <message>
            <source>{count}</source>
            <translation>{count}</translation>
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
            <source>Only one side can reach {target}: the game stops at once when someone does.</source>
            <translation>Solo una parte può raggiungere {target}: la partita finisce appena qualcuno ci arriva.</translation>
        </message>
        <message>
            <source>Enter where {seat}'s front peg stands, or no pegs at all.</source>
            <translation>Inserisci la posizione del piolo di testa di {seat}, o nessun piolo.</translation>
        </message>
        <message>
            <source>Enter what {seat} pegged (0 or more).</source>
            <translation>Inserisci i punti fatti da {seat} durante il gioco (0 o più).</translation>
        </message>
        <message>
            <source>Enter {seat}'s hand score.</source>
            <translation>Inserisci i punti della mano di {seat}.</translation>
        </message>
        <message>
            <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
            <translation>{seat} ha raggiunto {target} e la partita finisce subito: quanto contato dopo non vale.</translation>
        </message>
        <message>
            <source>{seat}'s front peg cannot go back from {before} to {points}.</source>
            <translation>Il piolo di testa di {seat} non può tornare indietro da {before} a {points}.</translation>
        </message>
        <message>
            <source>{seat} is double skunked (under 61): the win counts triple.</source>
            <translation>{seat} subisce il doppio cappotto (sotto 61): la vittoria vale il triplo.</translation>
        </message>
        <message>
            <source>Enter the crib's score for {seat}.</source>
            <translation>Inserisci i punti del crib per {seat}.</translation>
        </message>
        <message>
            <source>{seat}'s peg cannot pass the end of the board at {target}.</source>
            <translation>Il piolo di {seat} non può superare la fine della tavoletta a {target}.</translation>
        </message>
        <message>
            <source>{seat} is skunked (under 91): the win counts double.</source>
            <translation>{seat} subisce il cappotto (sotto 91): la vittoria vale doppio.</translation>
        </message>
        <message>
            <source>{seat}'s two hands cannot count {points}: each counts 0 to 29.</source>
            <translation>Le due mani di {seat} non possono valere {points}: ciascuna vale da 0 a 29.</translation>
        </message>
        <message>
            <source>{seat}'s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
            <translation>La mano di {seat} non può valere {points}: una mano vale da 0 a 29, e mai 19, 25, 26 o 27.</translation>
        </message>
        <message>
            <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
            <translation>Il crib non può valere {points}: vale da 0 a 29, e mai 19, 25, 26 o 27.</translation>
        </message>
        <message>
            <source>{seat}'s scores add up to {points}, but the front peg moved {moved}.</source>
            <translation>I punti di {seat} danno in totale {points}, ma il piolo di testa si è mosso di {moved}.</translation>
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
            <source>In Hearts you pass or play one card at a time, not '{move}'.</source>
            <translation>In Hearts si passa o si gioca una carta alla volta, non '{move}'.</translation>
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
            <source>Choose {count} more cards to pass {direction}.</source>
            <translation>Scegli altre {count} carte da passare {direction}.</translation>
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
            <source>Choose 1 more card to pass {direction}.</source>
            <translation>Scegli ancora 1 carta da passare {direction}.</translation>
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
            <source>{seat} took the queen of spades.</source>
            <translation>{seat} ha preso la donna di picche.</translation>
        </message>
        <message>
            <source>Next hand: pass {direction}.</source>
            <translation>Prossima mano: si passa {direction}.</translation>
        </message>
        <message>
            <source>Next hand: no passing.</source>
            <translation>Prossima mano: nessun passaggio.</translation>
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
            <source>Bid {bid}: this hand should take about {expected} tricks.</source>
            <translation>Dichiara {bid}: questa mano dovrebbe fare circa {expected} prese.</translation>
        </message>
        <message>
            <source>{seat} made a bid of {bid}: {points} points.</source>
            <translation>{seat} ha realizzato la dichiarazione di {bid}: {points} punti.</translation>
        </message>
        <message>
            <source>In Oh Hell you bid, then play one card at a time, not '{move}'.</source>
            <translation>In Oh Hell si dichiara, poi si gioca una carta alla volta, non '{move}'.</translation>
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
        <message>
            <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
            <translation>Dichiara quante prese farai, esattamente: da 0 a {cards}.</translation>
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
            <source>Last hand: {cards} cards each, at no trump; {seat} deals and {other} bids first.</source>
            <translation>Ultima mano: {cards} carte a testa, senza atout; dà le carte {seat} e dichiara per primo {other}.</translation>
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
            <source>The last hand is played at no trump.</source>
            <translation>L'ultima mano si gioca senza atout.</translation>
        </message>
        <message>
            <source>Look at your cards before bidding.</source>
            <translation>Guarda le tue carte prima di dichiarare.</translation>
        </message>
        <message>
            <source>About {count} tricks: aces, guarded kings, spades and ruffs.</source>
            <translation>Circa {count} prese: assi, re protetti, picche e tagli.</translation>
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
            <source>Bid from 1 to {most} tricks.</source>
            <translation>Dichiara da 1 a {most} prese.</translation>
        </message>
        <message>
            <source>'{move}' is not a move of Spades.</source>
            <translation>'{move}' non è una mossa di Spades.</translation>
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
            <source>{seat}'s {bid} failed ({took} taken).</source>
            <translation>Il {bid} di {seat} è fallito ({took} prese).</translation>
        </message>
        <message>
            <source>{seat} made {bid}.</source>
            <translation>{seat} ha realizzato il {bid}.</translation>
        </message>
        <message>
            <source>nil · took {took}</source>
            <translation>nil · prese {took}</translation>
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
            <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
            <translation>Le prese danno in totale {total}, non {size}: ogni mano ha {size} prese.</translation>
        </message>
        <message>
            <source>{seat}: 1 bag (9 more cost 100).</source>
            <translation>{seat}: 1 presa in eccesso (altre 9 costano 100).</translation>
        </message>
        <message>
            <source>Enter {player}'s bid.</source>
            <translation>Inserisci la dichiarazione di {player}.</translation>
        </message>
        <message>
            <source>Enter the tricks {player} took.</source>
            <translation>Inserisci le prese fatte da {player}.</translation>
        </message>
        <message>
            <source>{seat}: {count} bags ({left} more cost 100).</source>
            <translation>{seat}: {count} prese in eccesso (altre {left} costano 100).</translation>
        </message>
        <message>
            <source>{player}'s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
            <translation>La dichiarazione {bid} di {player} non è valida: dichiara da 1 a {most}, nil o nil alla cieca.</translation>
        </message>
        <message>
            <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
            <translation>{player} ha fatto {tricks} prese: un giocatore ne fa da 0 a {most}.</translation>
        </message>
        <message>
            <source>{seat}: 1 bag.</source>
            <translation>{seat}: 1 presa in eccesso.</translation>
        </message>
        <message>
            <source>{seat}: {count} bags.</source>
            <translation>{seat}: {count} prese in eccesso.</translation>
        </message>
        <message>
            <source>The match was already over after hand {hand}.</source>
            <translation>La partita era già finita dopo la mano {hand}.</translation>
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
            <source>Choose a game</source>
            <translation>Scegli un gioco</translation>
        </message>
        <message>
            <source>1 player</source>
            <translation>1 giocatore</translation>
        </message>
        <message>
            <source>{low}–{high} players</source>
            <translation>{low}–{high} giocatori</translation>
        </message>
        <message>
            <source>played recently</source>
            <translation>giocato di recente</translation>
        </message>
        <message>
            <source>{n} players</source>
            <translation>{n} giocatori</translation>
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
            <source>Number of tricks to bid</source>
            <translation>Numero di prese da dichiarare</translation>
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
            <source>played</source>
            <translation>giocato</translation>
        </message>
        <message>
            <source>already played</source>
            <translation>già giocato</translation>
        </message>
        <message>
            <source>Maximum: {verb} all</source>
            <translation>Massimo: {verb} tutti</translation>
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
        <message>
            <source>Always {n} players</source>
            <translation>Sempre {n} giocatori</translation>
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
            <source>Cannot start: {reason}</source>
            <translation>Impossibile iniziare: {reason}</translation>
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
            <source>changed from standard: {value}</source>
            <translation>diverso dallo standard: {value}</translation>
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
            <source>After 1 hand</source>
            <translation>Dopo 1 mano</translation>
        </message>
        <message>
            <source>{after}: {names} leads with {total}.</source>
            <translation>{after}: {names} è in testa con {total}.</translation>
        </message>
        <message>
            <source>{after}: {names} lead with {total}.</source>
            <translation>{after}: {names} sono in testa con {total}.</translation>
        </message>
        <message>
            <source>{names} wins with {total}</source>
            <translation>{names} vince con {total}</translation>
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
            <source>Hand {n}: {text}</source>
            <translation>Mano {n}: {text}</translation>
        </message>
        <message>
            <source>{text}, ringed</source>
            <translation>{text}, cerchiato</translation>
        </message>
        <message>
            <source>No hands yet.</source>
            <translation>Nessuna mano per ora.</translation>
        </message>
        <message>
            <source>After {n} hands</source>
            <translation>Dopo {n} mani</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vuoto</translation>
        </message>
        <message>
            <source>Problem: {text}</source>
            <translation>Problema: {text}</translation>
        </message>
        <message>
            <source>Leading</source>
            <translation>In testa</translation>
        </message>
        <message>
            <source>Total of {name}: {text}</source>
            <translation>Totale di {name}: {text}</translation>
        </message>
        <message>
            <source>played in the app</source>
            <translation>giocato nell'app</translation>
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
            <source>partnerships</source>
            <translation>coppie</translation>
        </message>
        <message>
            <source>players</source>
            <translation>giocatori</translation>
        </message>
        <message>
            <source>Two columns have the same name.</source>
            <translation>Due colonne hanno lo stesso nome.</translation>
        </message>
        <message>
            <source>Score sheets</source>
            <translation>Segnapunti</translation>
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
            <translation>Giocati nell'app</translation>
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
            <source>1 hand</source>
            <translation>1 mano</translation>
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
            <source>always {n} {noun}</source>
            <translation>sempre {n} {noun}</translation>
        </message>
        <message>
            <source>{low} to {high} {noun}</source>
            <translation>da {low} a {high} {noun}</translation>
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
        <message>
            <source>{n} hands</source>
            <translation>{n} mani</translation>
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
            <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
            <translation>Eliminare il segnapunti “{title}” con le sue {n} mani? Finché questa finestra è aperta, Annulla lo ripristina.</translation>
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
