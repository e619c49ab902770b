<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>cardtable</name>
        <message>
            <source>Best of {count} moves over {deals} imagined deals ({share} of the search).</source>
            <translation>La mejor de {count} jugadas en {deals} repartos imaginados ({share} de la búsqueda).</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>tréboles</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamantes</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>corazones</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>picas</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>comodín</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>as</translation>
        </message>
        <message>
            <source>two</source>
            <translation>dos</translation>
        </message>
        <message>
            <source>three</source>
            <translation>tres</translation>
        </message>
        <message>
            <source>four</source>
            <translation>cuatro</translation>
        </message>
        <message>
            <source>five</source>
            <translation>cinco</translation>
        </message>
        <message>
            <source>six</source>
            <translation>seis</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>siete</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>ocho</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>nueve</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>diez</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>jota</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>reina</translation>
        </message>
        <message>
            <source>king</source>
            <translation>rey</translation>
        </message>
        <message>
            <source>{move} is not a legal move now.</source>
            <translation>{move} no es una jugada válida ahora.</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>La mano ha terminado.</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{rank} de {suit}</translation>
        </message>
        <message>
            <source>seat {n}</source>
            <translation>asiento {n}</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}.</source>
            <translation>Debes asistir al palo: {suit}.</translation>
        </message>
        <message>
            <source>You may not lead {suit} until they are broken.</source>
            <translation>No puedes salir con {suit} hasta que se hayan roto.</translation>
        </message>
        <message>
            <source>Follow with the {card}, trying not to take the trick.</source>
            <translation>Asiste con {card}, intentando no llevarte la baza.</translation>
        </message>
        <message>
            <source>This hand suits {name} best of the open contracts.</source>
            <translation>De los contratos pendientes, {name} es el que mejor le va a esta mano.</translation>
        </message>
        <message>
            <source>Trumps in the longest, strongest suit.</source>
            <translation>Triunfo: el palo más largo y fuerte.</translation>
        </message>
        <message>
            <source>This starting rank leaves the fewest cards to wait for.</source>
            <translation>Este valor inicial deja el menor número de cartas en espera.</translation>
        </message>
        <message>
            <source>No double looks worth its risk.</source>
            <translation>Ningún doblo compensa el riesgo.</translation>
        </message>
        <message>
            <source>The {card} leads toward your own cards without helping others.</source>
            <translation>{card} abre camino hacia tus propias cartas sin ayudar a los demás.</translation>
        </message>
        <message>
            <source>Play the {card}: win tricks cheaply, keep trumps for later.</source>
            <translation>Juega {card}: gana bazas con poco y guarda los triunfos para después.</translation>
        </message>
        <message>
            <source>Lead the {card}: others will probably beat it.</source>
            <translation>Sal con {card}: probablemente otro jugador la superará.</translation>
        </message>
        <message>
            <source>Out of the suit: throw away the {card}.</source>
            <translation>No tienes cartas del palo: descarta {card}.</translation>
        </message>
        <message>
            <source>Expect to score better than {seat}.</source>
            <translation>Esperas puntuar mejor que {seat}.</translation>
        </message>
        <message>
            <source>A compulsory double of declarer is due now.</source>
            <translation>Ahora toca un doblo obligatorio al declarante.</translation>
        </message>
        <message>
            <source>Choose one of the open contracts: {letters}.</source>
            <translation>Elige uno de los contratos pendientes: {letters}.</translation>
        </message>
        <message>
            <source>With doubles of declarer only, you may double declarer only.</source>
            <translation>Con doblos solo al declarante, solo puedes doblar al declarante.</translation>
        </message>
        <message>
            <source>The {card} does not fit: play the next card up or down in a started suit.</source>
            <translation>{card} no encaja: juega la carta inmediatamente superior o inferior de un palo ya empezado.</translation>
        </message>
        <message>
            <source>Play a card: follow {suit}.</source>
            <translation>Juega una carta: asiste a {suit}.</translation>
        </message>
        <message>
            <source>{seat} declared {name}.</source>
            <translation>{seat} ha declarado {name}.</translation>
        </message>
        <message>
            <source>'{move}' is not a move of Barbu.</source>
            <translation>«{move}» no es una jugada del Barbu.</translation>
        </message>
        <message>
            <source>Name the starting rank: 2 to 10, J, Q, K or A.</source>
            <translation>Indica el valor inicial: del 2 al 10, J, Q, K o A.</translation>
        </message>
        <message>
            <source>Doubling comes first: double whom you like, then pass.</source>
            <translation>Primero se dobla: dobla a quien quieras y luego pasa.</translation>
        </message>
        <message>
            <source>The doubling is over: play a card.</source>
            <translation>Los doblos han terminado: juega una carta.</translation>
        </message>
        <message>
            <source>You cannot pass in a trick: play a card.</source>
            <translation>No puedes pasar en una baza: juega una carta.</translation>
        </message>
        <message>
            <source>You have already played {name} in this seven.</source>
            <translation>Ya has jugado {name} en esta serie de siete.</translation>
        </message>
        <message>
            <source>Double a seat: 0 to 3.</source>
            <translation>Dobla a un asiento: del 0 al 3.</translation>
        </message>
        <message>
            <source>You cannot double yourself.</source>
            <translation>No puedes doblarte a ti mismo.</translation>
        </message>
        <message>
            <source>You have already doubled {seat}.</source>
            <translation>Ya has doblado a {seat}.</translation>
        </message>
        <message>
            <source>Declarer may only redouble players who doubled her.</source>
            <translation>El declarante solo puede redoblar a quienes lo han doblado.</translation>
        </message>
        <message>
            <source>In Trumps and Dominoes the others may double declarer only.</source>
            <translation>En Triunfo y Dominó los demás solo pueden doblar al declarante.</translation>
        </message>
        <message>
            <source>Play one card at a time.</source>
            <translation>Juega las cartas de una en una.</translation>
        </message>
        <message>
            <source>The {card} is not in your hand.</source>
            <translation>No tienes {card} en la mano.</translation>
        </message>
        <message>
            <source>You may not lead a heart in {name} unless you hold only hearts.</source>
            <translation>En {name} no puedes salir con un corazón salvo que solo tengas corazones.</translation>
        </message>
        <message>
            <source>When trumps are led you must beat the highest trump if you can.</source>
            <translation>Cuando se sale de triunfo, debes superar el triunfo más alto si puedes.</translation>
        </message>
        <message>
            <source>You must head the trick with a trump if you can.</source>
            <translation>Debes ganar la baza con un triunfo si puedes.</translation>
        </message>
        <message>
            <source>You can play a card, so you must.</source>
            <translation>Puedes jugar una carta, así que debes hacerlo.</translation>
        </message>
        <message>
            <source>A suit is started with its {rank}.</source>
            <translation>Cada palo se empieza con su {rank}.</translation>
        </message>
        <message>
            <source>Declarer: {seat}</source>
            <translation>Declarante: {seat}</translation>
        </message>
        <message>
            <source>Contract: {name}</source>
            <translation>Contrato: {name}</translation>
        </message>
        <message>
            <source>Choose a contract: {names}.</source>
            <translation>Elige un contrato: {names}.</translation>
        </message>
        <message>
            <source>Name trumps.</source>
            <translation>Elige el triunfo.</translation>
        </message>
        <message>
            <source>Name the starting rank for Dominoes.</source>
            <translation>Indica el valor inicial para el Dominó.</translation>
        </message>
        <message>
            <source>Double whom you like, then pass.</source>
            <translation>Dobla a quien quieras y luego pasa.</translation>
        </message>
        <message>
            <source>Play a card to the layout.</source>
            <translation>Coloca una carta en la mesa.</translation>
        </message>
        <message>
            <source>Lead a card.</source>
            <translation>Sal con una carta.</translation>
        </message>
        <message>
            <source>{seat} went out first.</source>
            <translation>{seat} se ha quedado sin cartas el primero.</translation>
        </message>
        <message>
            <source>Declarer must first choose a contract.</source>
            <translation>El declarante debe elegir primero un contrato.</translation>
        </message>
        <message>
            <source>Declarer must first name the starting rank.</source>
            <translation>El declarante debe indicar primero el valor inicial.</translation>
        </message>
        <message>
            <source>Name trumps with a suit letter: C, D, H or S.</source>
            <translation>Elige el triunfo con la letra inglesa del palo: C (tréboles), D (diamantes), H (corazones) o S (picas).</translation>
        </message>
        <message>
            <source>With doubles of declarer only, declarer who redoubles must redouble everyone who doubled her.</source>
            <translation>Con doblos solo al declarante, si el declarante redobla debe redoblar a todos los que lo han doblado.</translation>
        </message>
        <message>
            <source>Hand {number} of {count} of this declarer</source>
            <translation>Mano {number} de {count} de este declarante</translation>
        </message>
        <message>
            <source>Trumps: {suit}</source>
            <translation>Triunfo: {suit}</translation>
        </message>
        <message>
            <source>Starting rank: {rank}</source>
            <translation>Valor inicial: {rank}</translation>
        </message>
        <message>
            <source>Trick {number} of 13</source>
            <translation>Baza {number} de 13</translation>
        </message>
        <message>
            <source>You must double declarer now (a compulsory double), then pass.</source>
            <translation>Debes doblar al declarante ahora (doblo obligatorio) y luego pasar.</translation>
        </message>
        <message>
            <source>Redouble whom you like of those who doubled you, then pass.</source>
            <translation>Redobla a quien quieras de los que te han doblado y luego pasa.</translation>
        </message>
        <message>
            <source>Double declarer if you like, then pass.</source>
            <translation>Dobla al declarante si quieres y luego pasa.</translation>
        </message>
        <message>
            <source>Lay a card on the layout, or pass if none fits.</source>
            <translation>Coloca una carta en la mesa, o pasa si no encaja ninguna.</translation>
        </message>
        <message>
            <source>No card fits the layout: pass.</source>
            <translation>Ninguna carta encaja en la mesa: pasa.</translation>
        </message>
        <message>
            <source>Lead a card (not a heart unless you hold only hearts).</source>
            <translation>Sal con una carta (no un corazón, salvo que solo tengas corazones).</translation>
        </message>
        <message>
            <source>Declarer must first name trumps.</source>
            <translation>El declarante debe elegir primero el triunfo.</translation>
        </message>
        <message>
            <source>You must double declarer now: you still owe {owed} compulsory double(s) with {left} hand(s) left in declarer's seven.</source>
            <translation>Debes doblar al declarante ahora: aún debes {owed} doblo(s) obligatorio(s) y quedan {left} mano(s) en la serie de siete del declarante.</translation>
        </message>
        <message>
            <source>{seat} doubled {other}</source>
            <translation>{seat} dobló a {other}</translation>
        </message>
        <message>
            <source>Nobody doubled you: pass.</source>
            <translation>Nadie te ha doblado: pasa.</translation>
        </message>
        <message>
            <source>Redouble everyone who doubled you, then pass.</source>
            <translation>Redobla a todos los que te han doblado y luego pasa.</translation>
        </message>
        <message>
            <source>{seat} took the king of hearts.</source>
            <translation>{seat} se ha llevado el rey de corazones.</translation>
        </message>
        <message>
            <source>{seat} doubled {count} players</source>
            <translation>{seat} dobló a {count} jugadores</translation>
        </message>
        <message>
            <source>{seat} declares next; contracts still to play: {contracts}.</source>
            <translation>{seat} declara a continuación; contratos pendientes: {contracts}.</translation>
        </message>
        <message>
            <source>The session is over after {hands} hands.</source>
            <translation>La sesión ha terminado tras {hands} manos.</translation>
        </message>
        <message>
            <source>{seat} declared this hand, but hand {hand} of the sheet is another player's: check the first declarer.</source>
            <translation>{seat} ha declarado esta mano, pero la mano {hand} de la hoja es de otro jugador: comprueba el primer declarante.</translation>
        </message>
        <message>
            <source>Choose the contract {seat} declared.</source>
            <translation>Elige el contrato que declaró {seat}.</translation>
        </message>
        <message>
            <source>{trumps} is not a suit.</source>
            <translation>{trumps} no es un palo.</translation>
        </message>
        <message>
            <source>{rank} is not a rank.</source>
            <translation>{rank} no es un valor.</translation>
        </message>
        <message>
            <source>The raw scores add up to {points}, but in {contract} they always add up to {total}.</source>
            <translation>Las puntuaciones brutas suman {points}, pero en {contract} siempre suman {total}.</translation>
        </message>
        <message>
            <source>Doubles of {seat} still owed: {tally}.</source>
            <translation>Doblos pendientes a {seat}: {tally}.</translation>
        </message>
        <message>
            <source>Every compulsory double of {seat} has been made.</source>
            <translation>Ya se han hecho todos los doblos obligatorios a {seat}.</translation>
        </message>
        <message>
            <source>{contract} is not a contract of this session.</source>
            <translation>{contract} no es un contrato de esta sesión.</translation>
        </message>
        <message>
            <source>Enter {seat}'s raw score.</source>
            <translation>Introduce la puntuación bruta de {seat}.</translation>
        </message>
        <message>
            <source>In Dominoes the raw scores are {places} for the first to the last player out, one each.</source>
            <translation>En Dominó las puntuaciones brutas son {places}, una para cada jugador, del primero al último en quedarse sin cartas.</translation>
        </message>
        <message>
            <source>In Ravage City {ravage} goes to the player with the most cards of one suit, or is shared equally by those tied for it.</source>
            <translation>En Ravage City, {ravage} es para el jugador con más cartas de un mismo palo, o se reparte a partes iguales entre los empatados.</translation>
        </message>
        <message>
            <source>{seat}'s doubles name someone who is not at this table.</source>
            <translation>Los doblos de {seat} nombran a alguien que no está en esta mesa.</translation>
        </message>
        <message>
            <source>{seat} must double declarer: this is the last hand of the seven and a compulsory double is still owed.</source>
            <translation>{seat} debe doblar al declarante: es la última mano de la serie de siete y aún se debe un doblo obligatorio.</translation>
        </message>
        <message>
            <source>{seat} must double declarer: {owed} compulsory doubles are still owed and only {left} hands are left in this seven.</source>
            <translation>{seat} debe doblar al declarante: aún se deben {owed} doblos obligatorios y solo quedan {left} manos en esta serie de siete.</translation>
        </message>
        <message>
            <source>{seat} must double declarer on the next hand.</source>
            <translation>{seat} debe doblar al declarante en la próxima mano.</translation>
        </message>
        <message>
            <source>{seat} has already played {contract} in this seven.</source>
            <translation>{seat} ya ha jugado {contract} en esta serie de siete.</translation>
        </message>
        <message>
            <source>{seat}'s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
            <translation>La puntuación bruta {points} de {seat} no es posible en Ravage City: el mayor número de cartas de un palo puntúa {ravage}, repartido entre los empatados.</translation>
        </message>
        <message>
            <source>{seat}'s raw score {points} is not possible in {contract}: {rule}.</source>
            <translation>La puntuación bruta {points} de {seat} no es posible en {contract}: {rule}.</translation>
        </message>
        <message>
            <source>Nobody may double their own score, as {seat} did.</source>
            <translation>Nadie puede doblar su propia puntuación, como ha hecho {seat}.</translation>
        </message>
        <message>
            <source>{seat} is declarer, and declarer may only redouble players who doubled declarer.</source>
            <translation>{seat} es el declarante, y el declarante solo puede redoblar a quienes lo han doblado.</translation>
        </message>
        <message>
            <source>In {contract} the others may only double declarer: {seat} doubled another player.</source>
            <translation>En {contract} los demás solo pueden doblar al declarante: {seat} ha doblado a otro jugador.</translation>
        </message>
        <message>
            <source>With declarer-only doubles, {seat} may only double declarer.</source>
            <translation>Con doblos solo al declarante, {seat} solo puede doblar al declarante.</translation>
        </message>
        <message>
            <source>Two cards left: say "Last card!" before playing.</source>
            <translation>Te quedan dos cartas: di «¡Última carta!» antes de jugar.</translation>
        </message>
        <message>
            <source>Nothing fits: draw a card.</source>
            <translation>No encaja ninguna: roba una carta.</translation>
        </message>
        <message>
            <source>Play the {card} and name your longest suit, {suit}.</source>
            <translation>Juega {card} y elige tu palo más largo, {suit}.</translation>
        </message>
        <message>
            <source>Play the {card}.</source>
            <translation>Juega {card}.</translation>
        </message>
        <message>
            <source>{move} is not a move of Crazy Eights: play a card, draw, or pass.</source>
            <translation>{move} no es una jugada del Ocho loco: juega una carta, roba o pasa.</translation>
        </message>
        <message>
            <source>Play one of the {suit}, any {rank}, or any {wild}.</source>
            <translation>Juega una carta de {suit}, cualquier {rank} o cualquier {wild}.</translation>
        </message>
        <message>
            <source>The {card} does not match the {top}, so it names no suit: play it without one.</source>
            <translation>{card} no coincide con {top}, así que no elige palo: juégala sin elegir ninguno.</translation>
        </message>
        <message>
            <source>You can play, so you may not draw.</source>
            <translation>Puedes jugar, así que no puedes robar.</translation>
        </message>
        <message>
            <source>Play a card or draw one; you may pass only when you can do neither.</source>
            <translation>Juega una carta o roba una; solo puedes pasar si no puedes hacer ninguna de las dos cosas.</translation>
        </message>
        <message>
            <source>You have no card to play, so you will not be down to one.</source>
            <translation>No tienes ninguna carta que jugar, así que no te quedarás con una sola.</translation>
        </message>
        <message>
            <source>Play one of the {suit}, any {rank} or any {wild}, or draw a card.</source>
            <translation>Juega una carta de {suit}, cualquier {rank} o cualquier {wild}, o roba una carta.</translation>
        </message>
        <message>
            <source>You do not hold the {card}.</source>
            <translation>No tienes {card}.</translation>
        </message>
        <message>
            <source>You must draw {count} cards or play another {rank}.</source>
            <translation>Debes robar {count} cartas o jugar otra carta del mismo valor ({rank}).</translation>
        </message>
        <message>
            <source>The {card} names no suit: play it without one.</source>
            <translation>{card} no elige palo: juégala sin elegir ninguno.</translation>
        </message>
        <message>
            <source>Play one of the {suit} (named with the {top}), or any {wild}.</source>
            <translation>Juega una carta de {suit} (elegido con {top}) o cualquier {wild}.</translation>
        </message>
        <message>
            <source>You may play the {card} only on one of the {suit} or on another {wild}.</source>
            <translation>Solo puedes jugar {card} sobre una carta de {suit} o sobre cualquier {wild}.</translation>
        </message>
        <message>
            <source>Name a suit: C, D, H or S.</source>
            <translation>Elige un palo: C (tréboles), D (diamantes), H (corazones) o S (picas).</translation>
        </message>
        <message>
            <source>The {card} names no suit in this game: play it without one.</source>
            <translation>En este juego {card} no elige palo: juégala sin elegir ninguno.</translation>
        </message>
        <message>
            <source>There is no card left to draw.</source>
            <translation>No quedan cartas para robar.</translation>
        </message>
        <message>
            <source>You can play, so you must.</source>
            <translation>Puedes jugar, así que debes hacerlo.</translation>
        </message>
        <message>
            <source>Nobody says "Last card!" in this game.</source>
            <translation>En este juego nadie dice «¡Última carta!».</translation>
        </message>
        <message>
            <source>You have already said "Last card!".</source>
            <translation>Ya has dicho «¡Última carta!».</translation>
        </message>
        <message>
            <source>Say "Last card!" when you hold two cards and are about to play one.</source>
            <translation>Di «¡Última carta!» cuando tengas dos cartas y vayas a jugar una.</translation>
        </message>
        <message>
            <source>Stock: {count} cards</source>
            <translation>Mazo: {count} cartas</translation>
        </message>
        <message>
            <source>Nobody can play or draw: the hand is blocked.</source>
            <translation>Nadie puede jugar ni robar: la mano está bloqueada.</translation>
        </message>
        <message>
            <source>Waiting for {seat}.</source>
            <translation>Esperando a {seat}.</translation>
        </message>
        <message>
            <source>Draw {count} cards or play another {rank}.</source>
            <translation>Roba {count} cartas o juega otra carta del mismo valor ({rank}).</translation>
        </message>
        <message>
            <source>Play the card you drew.</source>
            <translation>Juega la carta que has robado.</translation>
        </message>
        <message>
            <source>You can neither play nor draw: pass.</source>
            <translation>No puedes jugar ni robar: pasa.</translation>
        </message>
        <message>
            <source>Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.</source>
            <translation>Juega una carta de {suit}, cualquier {rank} o cualquier {wild}: puedes jugar, así que debes hacerlo.</translation>
        </message>
        <message>
            <source>After drawing you may only play a card you drew this turn.</source>
            <translation>Después de robar solo puedes jugar una carta robada en este turno.</translation>
        </message>
        <message>
            <source>A drawn card may not be played at once.</source>
            <translation>Una carta robada no se puede jugar en el acto.</translation>
        </message>
        <message>
            <source>You must name a suit with the {wild}.</source>
            <translation>Al jugar cualquier {wild} debes elegir un palo.</translation>
        </message>
        <message>
            <source>You have already drawn your card this turn.</source>
            <translation>Ya has robado tu carta en este turno.</translation>
        </message>
        <message>
            <source>You may draw at most {limit} cards in a turn.</source>
            <translation>Puedes robar como máximo {limit} cartas por turno.</translation>
        </message>
        <message>
            <source>You drew a card you can play: play it or pass.</source>
            <translation>Has robado una carta que puedes jugar: juégala o pasa.</translation>
        </message>
        <message>
            <source>Keep drawing until you can play.</source>
            <translation>Sigue robando hasta que puedas jugar.</translation>
        </message>
        <message>
            <source>Suit to play: {suit}</source>
            <translation>Palo a jugar: {suit}</translation>
        </message>
        <message>
            <source>Penalty waiting: draw {count}</source>
            <translation>Penalización pendiente: roba {count}</translation>
        </message>
        <message>
            <source>Play goes anticlockwise</source>
            <translation>Se juega en sentido antihorario</translation>
        </message>
        <message>
            <source>{seat} went out.</source>
            <translation>{seat} se ha quedado sin cartas.</translation>
        </message>
        <message>
            <source>Play a card you drew, draw again, or pass.</source>
            <translation>Juega una carta que hayas robado, vuelve a robar o pasa.</translation>
        </message>
        <message>
            <source>Play the card you drew, or pass.</source>
            <translation>Juega la carta que has robado o pasa.</translation>
        </message>
        <message>
            <source>The player who went out is not at this table.</source>
            <translation>El jugador que se quedó sin cartas no está en esta mesa.</translation>
        </message>
        <message>
            <source>{seat} did not go out, so still holds at least one card.</source>
            <translation>{seat} no se quedó sin cartas, así que aún tiene al menos una.</translation>
        </message>
        <message>
            <source>{seat} went out, so holds no cards and scores nothing.</source>
            <translation>{seat} se quedó sin cartas, así que no tiene ninguna y no puntúa.</translation>
        </message>
        <message>
            <source>Enter how many cards {seat} still holds.</source>
            <translation>Introduce cuántas cartas le quedan a {seat}.</translation>
        </message>
        <message>
            <source>Enter the penalty points of {seat}.</source>
            <translation>Introduce los puntos de penalización de {seat}.</translation>
        </message>
        <message>
            <source>{seat}'s {points} penalty points cannot come from {cards} cards: each card counts 1 to 50.</source>
            <translation>Los {points} puntos de penalización de {seat} no pueden salir de {cards} cartas: cada carta vale de 1 a 50.</translation>
        </message>
        <message>
            <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
            <translation>{seat} no se quedó sin cartas, así que aún tiene alguna: al menos 1 punto de penalización.</translation>
        </message>
        <message>
            <source>No card fits under 31 (count is {count}).</source>
            <translation>Ninguna carta cabe por debajo de 31 (la cuenta va en {count}).</translation>
        </message>
        <message>
            <source>Keeps {keep}: {value} points expected, crib {crib}; next best {others}.</source>
            <translation>Quedarse con {keep}: {value} puntos esperados, crib {crib}; siguiente mejor opción: {others}.</translation>
        </message>
        <message>
            <source>The {card} risks about {risk} points in reply.</source>
            <translation>{card} arriesga unos {risk} puntos en la respuesta.</translation>
        </message>
        <message>
            <source>Pegs {points} with the {card}.</source>
            <translation>Anota {points} con {card}.</translation>
        </message>
        <message>
            <source>{move} is not a move of Cribbage.</source>
            <translation>{move} no es una jugada del Cribbage.</translation>
        </message>
        <message>
            <source>Play a card (count is {count}).</source>
            <translation>Juega una carta (la cuenta va en {count}).</translation>
        </message>
        <message>
            <source>The crib is full: play a card or say go.</source>
            <translation>El crib está completo: juega una carta o di «go».</translation>
        </message>
        <message>
            <source>You can play, so you cannot say go.</source>
            <translation>Puedes jugar, así que no puedes decir «go».</translation>
        </message>
        <message>
            <source>That would take the count past 31 (count is {count}).</source>
            <translation>Con eso la cuenta pasaría de 31 (la cuenta va en {count}).</translation>
        </message>
        <message>
            <source>Crib: {seat}</source>
            <translation>Crib: {seat}</translation>
        </message>
        <message>
            <source>{seat} to {verb}.</source>
            <translation>Le toca {verb} a {seat}.</translation>
        </message>
        <message>
            <source>Discard {n} {cards} to {whose} crib.</source>
            <translation>Descarta {n} {cards} al crib de {whose}.</translation>
        </message>
        <message>
            <source>You cannot play without passing 31 (count is {count}): say go.</source>
            <translation>No puedes jugar sin pasar de 31 (la cuenta va en {count}): di «go».</translation>
        </message>
        <message>
            <source>Discard {n} {cards} to the crib first.</source>
            <translation>Primero descarta {n} {cards} al crib.</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>Descarta las cartas de una en una.</translation>
        </message>
        <message>
            <source>Count: {count}</source>
            <translation>Cuenta: {count}</translation>
        </message>
        <message>
            <source>{seat} reached {target}: the game is over.</source>
            <translation>{seat} ha llegado a {target}: la partida ha terminado.</translation>
        </message>
        <message>
            <source>{count}</source>
            <translation>{count}</translation>
        </message>
        <message>
            <source>{seat} deals next.</source>
            <translation>{seat} reparte a continuación.</translation>
        </message>
        <message>
            <source>{seat} pegs first and counts first.</source>
            <translation>{seat} juega primero y cuenta primero.</translation>
        </message>
        <message>
            <source>Only one side can reach {target}: the game stops at once when someone does.</source>
            <translation>Solo un equipo puede llegar a {target}: la partida se detiene en cuanto alguien lo consigue.</translation>
        </message>
        <message>
            <source>Enter where {seat}'s front peg stands, or no pegs at all.</source>
            <translation>Introduce dónde queda la clavija delantera de {seat}, o ninguna clavija.</translation>
        </message>
        <message>
            <source>Enter what {seat} pegged (0 or more).</source>
            <translation>Introduce lo que anotó {seat} en el juego (0 o más).</translation>
        </message>
        <message>
            <source>Enter {seat}'s hand score.</source>
            <translation>Introduce la puntuación de mano de {seat}.</translation>
        </message>
        <message>
            <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
            <translation>{seat} llegó a {target}, lo que termina la partida en el acto: lo que se cuente después no puntúa.</translation>
        </message>
        <message>
            <source>{seat}'s front peg cannot go back from {before} to {points}.</source>
            <translation>La clavija delantera de {seat} no puede retroceder de {before} a {points}.</translation>
        </message>
        <message>
            <source>{seat} is double skunked (under 61): the win counts triple.</source>
            <translation>{seat} se queda doble zapatero (menos de 61): la victoria cuenta triple.</translation>
        </message>
        <message>
            <source>Enter the crib's score for {seat}.</source>
            <translation>Introduce la puntuación del crib para {seat}.</translation>
        </message>
        <message>
            <source>{seat}'s peg cannot pass the end of the board at {target}.</source>
            <translation>La clavija de {seat} no puede pasar del final del tablero, en {target}.</translation>
        </message>
        <message>
            <source>{seat} is skunked (under 91): the win counts double.</source>
            <translation>{seat} se queda zapatero (menos de 91): la victoria cuenta doble.</translation>
        </message>
        <message>
            <source>{seat}'s two hands cannot count {points}: each counts 0 to 29.</source>
            <translation>Las dos manos de {seat} no pueden sumar {points}: cada una cuenta de 0 a 29.</translation>
        </message>
        <message>
            <source>{seat}'s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
            <translation>La mano de {seat} no puede sumar {points}: un recuento vale de 0 a 29, y nunca 19, 25, 26 ni 27.</translation>
        </message>
        <message>
            <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
            <translation>El crib no puede sumar {points}: vale de 0 a 29, y nunca 19, 25, 26 ni 27.</translation>
        </message>
        <message>
            <source>{seat}'s scores add up to {points}, but the front peg moved {moved}.</source>
            <translation>Las puntuaciones de {seat} suman {points}, pero la clavija delantera avanzó {moved}.</translation>
        </message>
        <message>
            <source>Follow with the {card}, trying not to take points.</source>
            <translation>Asiste con {card}, intentando no llevarte puntos.</translation>
        </message>
        <message>
            <source>Pass the {card}: it is likely to win tricks with points.</source>
            <translation>Pasa {card}: es probable que gane bazas con puntos.</translation>
        </message>
        <message>
            <source>Out of the suit: shed the {card}, a dangerous high card.</source>
            <translation>No tienes cartas del palo: descarta {card}, una carta alta peligrosa.</translation>
        </message>
        <message>
            <source>In Hearts you pass or play one card at a time, not '{move}'.</source>
            <translation>En Corazones se pasa o se juega una carta cada vez, no «{move}».</translation>
        </message>
        <message>
            <source>Every seat has already passed its three cards.</source>
            <translation>Todos los asientos ya han pasado sus tres cartas.</translation>
        </message>
        <message>
            <source>No card is played until every seat has passed three cards.</source>
            <translation>No se juega ninguna carta hasta que todos los asientos hayan pasado tres cartas.</translation>
        </message>
        <message>
            <source>You have already chosen the {card} to pass.</source>
            <translation>Ya has elegido pasar {card}.</translation>
        </message>
        <message>
            <source>No hearts or queen of spades on the first trick unless you hold nothing else.</source>
            <translation>Ni corazones ni la reina de picas en la primera baza, salvo que no tengas otra cosa.</translation>
        </message>
        <message>
            <source>Choose {count} more cards to pass {direction}.</source>
            <translation>Elige {count} cartas más para pasar {direction}.</translation>
        </message>
        <message>
            <source>{seat} shot the moon: 26 points to every other player.</source>
            <translation>{seat} ha disparado a la luna: 26 puntos para cada uno de los demás jugadores.</translation>
        </message>
        <message>
            <source>No cards are passed on this hand: it is a hold hand.</source>
            <translation>En esta mano no se pasan cartas: es una mano sin pase.</translation>
        </message>
        <message>
            <source>The two of clubs leads the first trick.</source>
            <translation>El dos de tréboles sale en la primera baza.</translation>
        </message>
        <message>
            <source>Passing: {direction}</source>
            <translation>Pase: {direction}</translation>
        </message>
        <message>
            <source>Hearts broken</source>
            <translation>Corazones rotos</translation>
        </message>
        <message>
            <source>Hearts not broken yet</source>
            <translation>Corazones aún sin romper</translation>
        </message>
        <message>
            <source>Choose 3 cards to pass {direction}.</source>
            <translation>Elige 3 cartas para pasar {direction}.</translation>
        </message>
        <message>
            <source>Choose 1 more card to pass {direction}.</source>
            <translation>Elige 1 carta más para pasar {direction}.</translation>
        </message>
        <message>
            <source>Lead the two of clubs.</source>
            <translation>Sal con el dos de tréboles.</translation>
        </message>
        <message>
            <source>Lead a card (hearts are not broken yet).</source>
            <translation>Sal con una carta (los corazones aún no se han roto).</translation>
        </message>
        <message>
            <source>{seat} took the queen of spades.</source>
            <translation>{seat} se ha llevado la reina de picas.</translation>
        </message>
        <message>
            <source>Next hand: pass {direction}.</source>
            <translation>Pase de la próxima mano: {direction}.</translation>
        </message>
        <message>
            <source>Next hand: no passing.</source>
            <translation>Próxima mano: sin pase.</translation>
        </message>
        <message>
            <source>Enter the points {seat} took.</source>
            <translation>Introduce los puntos que se llevó {seat}.</translation>
        </message>
        <message>
            <source>The points taken add up to {total}, not 26: every hand holds 13 hearts at 1 point and the queen of spades at 13 (a moon shot changes the scores, not the points taken).</source>
            <translation>Los puntos tomados suman {total}, no 26: cada mano tiene 13 corazones de 1 punto y la reina de picas de 13 (disparar a la luna cambia las puntuaciones, no los puntos tomados).</translation>
        </message>
        <message>
            <source>The player who shot the moon is not at this table.</source>
            <translation>El jugador que disparó a la luna no está en esta mesa.</translation>
        </message>
        <message>
            <source>{seat} took {points} points: a player takes 0 to 26.</source>
            <translation>{seat} se llevó {points} puntos: un jugador se lleva de 0 a 26.</translation>
        </message>
        <message>
            <source>{seat} shot the moon, so took all 26 points, not {points}.</source>
            <translation>{seat} disparó a la luna, así que se llevó los 26 puntos, no {points}.</translation>
        </message>
        <message>
            <source>Bid {bid}: this hand should take about {expected} tricks.</source>
            <translation>Apuesta {bid}: esta mano debería hacer unas {expected} bazas.</translation>
        </message>
        <message>
            <source>{seat} made a bid of {bid}: {points} points.</source>
            <translation>{seat} ha cumplido su apuesta de {bid}: {points} puntos.</translation>
        </message>
        <message>
            <source>In Oh Hell you bid, then play one card at a time, not '{move}'.</source>
            <translation>En Oh Hell se apuesta y luego se juega una carta cada vez, no «{move}».</translation>
        </message>
        <message>
            <source>The bidding is over: play a card.</source>
            <translation>Las apuestas han terminado: juega una carta.</translation>
        </message>
        <message>
            <source>Bid a number of tricks from 0 to {cards}.</source>
            <translation>Apuesta un número de bazas del 0 al {cards}.</translation>
        </message>
        <message>
            <source>The bids may not add up to the number of tricks: as dealer you may not bid {bid}.</source>
            <translation>Las apuestas no pueden sumar el número de bazas: como repartidor, no puedes apostar {bid}.</translation>
        </message>
        <message>
            <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
            <translation>Apuesta cuántas bazas harás exactamente, del 0 al {cards}.</translation>
        </message>
        <message>
            <source>Nobody made their bid.</source>
            <translation>Nadie ha cumplido su apuesta.</translation>
        </message>
        <message>
            <source>Every player bids before the first card is played.</source>
            <translation>Todos los jugadores apuestan antes de jugar la primera carta.</translation>
        </message>
        <message>
            <source>The joker is the {card}</source>
            <translation>El comodín hace de {card}</translation>
        </message>
        <message>
            <source>Trick {number} of {cards}</source>
            <translation>Baza {number} de {cards}</translation>
        </message>
        <message>
            <source>Bid how many tricks you will take: exactly, 0 to {cards} but not {bid} (the bids may not add up to {cards}).</source>
            <translation>Apuesta cuántas bazas harás exactamente, del 0 al {cards} pero no {bid} (las apuestas no pueden sumar {cards}).</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}. The joker is the {card} in this hand.</source>
            <translation>Debes asistir al palo: {suit}. En esta mano el comodín hace de {card}.</translation>
        </message>
        <message>
            <source>No trumps (the last hand)</source>
            <translation>Sin triunfo (última mano)</translation>
        </message>
        <message>
            <source>No trumps (the joker was turned up)</source>
            <translation>Sin triunfo (ha salido el comodín)</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <translation>apuesta {bid}</translation>
        </message>
        <message>
            <source>bid {bid} · took {tricks}</source>
            <translation>apuesta {bid} · bazas {tricks}</translation>
        </message>
        <message>
            <source>bid {bid} · took {tricks} · made</source>
            <translation>apuesta {bid} · bazas {tricks} · cumplida</translation>
        </message>
        <message>
            <source>bid {bid} · took {tricks} · missed</source>
            <translation>apuesta {bid} · bazas {tricks} · fallida</translation>
        </message>
        <message>
            <source>Last hand: {cards} cards each, at no trump; {seat} deals and {other} bids first.</source>
            <translation>Última mano: {cards} cartas cada uno, sin triunfo; reparte {seat} y {other} apuesta primero.</translation>
        </message>
        <message>
            <source>The tricks add up to {total}, not {cards}: tricks add up to the hand size.</source>
            <translation>Las bazas suman {total}, no {cards}: las bazas suman el tamaño de la mano.</translation>
        </message>
        <message>
            <source>The bids add up to {cards}, the number of tricks: with the hook rule {seat}, the dealer, may not bid {bid}.</source>
            <translation>Las apuestas suman {cards}, el número de bazas: con la regla del repartidor, {seat}, que reparte, no puede apostar {bid}.</translation>
        </message>
        <message>
            <source>The last hand is played at no trump.</source>
            <translation>La última mano se juega sin triunfo.</translation>
        </message>
        <message>
            <source>Look at your cards before bidding.</source>
            <translation>Mira tus cartas antes de apostar.</translation>
        </message>
        <message>
            <source>About {count} tricks: aces, guarded kings, spades and ruffs.</source>
            <translation>Unas {count} bazas: ases, reyes guardados, picas y fallos.</translation>
        </message>
        <message>
            <source>Pass the {card} to your partner.</source>
            <translation>Pasa {card} a tu compañero.</translation>
        </message>
        <message>
            <source>Far behind: risk a blind nil for 100 points.</source>
            <translation>Muy por detrás: arriesga un nil a ciegas por 100 puntos.</translation>
        </message>
        <message>
            <source>No card here should win a trick: bid nil.</source>
            <translation>Ninguna carta de esta mano debería ganar una baza: apuesta nil.</translation>
        </message>
        <message>
            <source>Bid from 1 to {most} tricks.</source>
            <translation>Apuesta de 1 a {most} bazas.</translation>
        </message>
        <message>
            <source>'{move}' is not a move of Spades.</source>
            <translation>«{move}» no es una jugada de Picas.</translation>
        </message>
        <message>
            <source>The bidding is over.</source>
            <translation>Las apuestas han terminado.</translation>
        </message>
        <message>
            <source>Everyone bids before the play: bid how many tricks you expect to take.</source>
            <translation>Todos apuestan antes del juego: apuesta cuántas bazas esperas hacer.</translation>
        </message>
        <message>
            <source>You have already looked at your cards.</source>
            <translation>Ya has mirado tus cartas.</translation>
        </message>
        <message>
            <source>Blind nil is bid before looking at your cards.</source>
            <translation>El nil a ciegas se apuesta antes de mirar las cartas.</translation>
        </message>
        <message>
            <source>Nil is not played at this table: bid at least 1.</source>
            <translation>En esta mesa no se juega el nil: apuesta al menos 1.</translation>
        </message>
        <message>
            <source>To bid no tricks, bid nil.</source>
            <translation>Para no apostar ninguna baza, apuesta nil.</translation>
        </message>
        <message>
            <source>Bid how many tricks you expect to take.</source>
            <translation>Apuesta cuántas bazas esperas hacer.</translation>
        </message>
        <message>
            <source>Pass a card to your partner, who bid blind nil.</source>
            <translation>Pasa una carta a tu compañero, que ha apostado nil a ciegas.</translation>
        </message>
        <message>
            <source>First the blind nil bidder and her partner pass each other a card.</source>
            <translation>Primero, quien apostó nil a ciegas y su compañero se pasan una carta.</translation>
        </message>
        <message>
            <source>First choose: blind nil, or look at your cards.</source>
            <translation>Primero elige: nil a ciegas o mirar tus cartas.</translation>
        </message>
        <message>
            <source>Blind nil is played by partners only.</source>
            <translation>El nil a ciegas solo se juega por parejas.</translation>
        </message>
        <message>
            <source>Blind nil is not played at this table.</source>
            <translation>En esta mesa no se juega el nil a ciegas.</translation>
        </message>
        <message>
            <source>Pass exactly one card to your partner.</source>
            <translation>Pasa exactamente una carta a tu compañero.</translation>
        </message>
        <message>
            <source>Trick {number} of {count}</source>
            <translation>Baza {number} de {count}</translation>
        </message>
        <message>
            <source>Blind nil, or look at your cards?</source>
            <translation>¿Nil a ciegas o miras tus cartas?</translation>
        </message>
        <message>
            <source>Bid how many tricks you expect to take, or nil.</source>
            <translation>Apuesta cuántas bazas esperas hacer, o nil.</translation>
        </message>
        <message>
            <source>Pass a card to your partner.</source>
            <translation>Pasa una carta a tu compañero.</translation>
        </message>
        <message>
            <source>Lead a card (spades are not broken yet).</source>
            <translation>Sal con una carta (las picas aún no se han roto).</translation>
        </message>
        <message>
            <source>{seat} &amp; {other}: bid {bid}, took {took}</source>
            <translation>{seat} y {other}: apuesta {bid}, bazas {took}</translation>
        </message>
        <message>
            <source>Spades broken</source>
            <translation>Picas rotas</translation>
        </message>
        <message>
            <source>Spades not broken yet</source>
            <translation>Picas aún sin romper</translation>
        </message>
        <message>
            <source>{seat}'s {bid} failed ({took} taken).</source>
            <translation>El {bid} de {seat} ha fallado ({took} bazas).</translation>
        </message>
        <message>
            <source>{seat} made {bid}.</source>
            <translation>{seat} ha cumplido su {bid}.</translation>
        </message>
        <message>
            <source>nil · took {took}</source>
            <translation>nil · bazas {took}</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>nil</translation>
        </message>
        <message>
            <source>blind nil · took {took}</source>
            <translation>nil a ciegas · bazas {took}</translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>nil a ciegas</translation>
        </message>
        <message>
            <source>bid {bid} · took {took}</source>
            <translation>apuesta {bid} · bazas {took}</translation>
        </message>
        <message>
            <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
            <translation>Las bazas suman {total}, no {size}: cada mano tiene {size} bazas.</translation>
        </message>
        <message>
            <source>{seat}: 1 bag (9 more cost 100).</source>
            <translation>{seat}: 1 baza extra (9 más cuestan 100).</translation>
        </message>
        <message>
            <source>Enter {player}'s bid.</source>
            <translation>Introduce la apuesta de {player}.</translation>
        </message>
        <message>
            <source>Enter the tricks {player} took.</source>
            <translation>Introduce las bazas que hizo {player}.</translation>
        </message>
        <message>
            <source>{seat}: {count} bags ({left} more cost 100).</source>
            <translation>{seat}: {count} bazas extra ({left} más cuestan 100).</translation>
        </message>
        <message>
            <source>{player}'s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
            <translation>La apuesta {bid} de {player} no es válida: apuesta de 1 a {most}, nil o nil a ciegas.</translation>
        </message>
        <message>
            <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
            <translation>{player} hizo {tricks} bazas: un jugador hace de 0 a {most}.</translation>
        </message>
        <message>
            <source>{seat}: 1 bag.</source>
            <translation>{seat}: 1 baza extra.</translation>
        </message>
        <message>
            <source>{seat}: {count} bags.</source>
            <translation>{seat}: {count} bazas extra.</translation>
        </message>
        <message>
            <source>The match was already over after hand {hand}.</source>
            <translation>La partida ya había terminado tras la mano {hand}.</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Oeste</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Norte</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Este</translation>
        </message>
        <message>
            <source>Computer {n}</source>
            <translation>Ordenador {n}</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Search games</source>
            <translation>Buscar juegos</translation>
        </message>
        <message>
            <source>All families</source>
            <translation>Todas las familias</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familia</translation>
        </message>
        <message>
            <source>any</source>
            <translation>cualquiera</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Número de jugadores</translation>
        </message>
        <message>
            <source>&amp;Family:</source>
            <translation>&amp;Familia:</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>Juga&amp;dores:</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Juegos</translation>
        </message>
        <message>
            <source>No game matches these filters.</source>
            <translation>Ningún juego coincide con estos filtros.</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>&amp;Jugar</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Elige un juego</translation>
        </message>
        <message>
            <source>1 player</source>
            <translation>1 jugador</translation>
        </message>
        <message>
            <source>{low}–{high} players</source>
            <translation>{low}–{high} jugadores</translation>
        </message>
        <message>
            <source>played recently</source>
            <translation>jugado hace poco</translation>
        </message>
        <message>
            <source>{n} players</source>
            <translation>{n} jugadores</translation>
        </message>
        <message>
            <source>No hand is being played.</source>
            <translation>No se está jugando ninguna mano.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>Redouble</source>
            <translation>Redoblar</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Doblar</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Paso</translation>
        </message>
        <message>
            <source>Number of tricks to bid</source>
            <translation>Número de bazas a apostar</translation>
        </message>
        <message>
            <source>How many tricks you expect to take</source>
            <translation>Cuántas bazas esperas hacer</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Apuesta</translation>
        </message>
        <message>
            <source>Maximum</source>
            <translation>Máximo</translation>
        </message>
        <message>
            <source>Double everyone you may</source>
            <translation>Doblar a todos los que puedas</translation>
        </message>
        <message>
            <source>Start at {rank}</source>
            <translation>Empezar por {rank}</translation>
        </message>
        <message>
            <source>That bid is not allowed.</source>
            <translation>Esa apuesta no está permitida.</translation>
        </message>
        <message>
            <source>Bid {count}</source>
            <translation>Apostar {count}</translation>
        </message>
        <message>
            <source>played</source>
            <translation>jugado</translation>
        </message>
        <message>
            <source>already played</source>
            <translation>ya jugado</translation>
        </message>
        <message>
            <source>Maximum: {verb} all</source>
            <translation>Máximo: {verb} a todos</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Igual que el sistema</translation>
        </message>
        <message>
            <source>All score sheets…</source>
            <translation>Todas las hojas…</translation>
        </message>
        <message>
            <source>Open the score sheets window</source>
            <translation>Abrir la ventana de hojas de puntuación</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Sí</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>Standard rules</source>
            <translation>Reglas estándar</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Reglas:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>Ju&amp;gadores:</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>En la mesa</translation>
        </message>
        <message>
            <source>random</source>
            <translation>aleatorio</translation>
        </message>
        <message>
            <source>Type the number of an earlier deal to replay it; leave empty for a new deal.</source>
            <translation>Escribe el número de un reparto anterior para repetirlo; déjalo vacío para un reparto nuevo.</translation>
        </message>
        <message>
            <source>Deal number</source>
            <translation>Número de reparto</translation>
        </message>
        <message>
            <source>&amp;Deal number:</source>
            <translation>&amp;Número de reparto:</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opciones</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Empezar</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Ordenador</translation>
        </message>
        <message>
            <source>{low} to {high} players</source>
            <translation>De {low} a {high} jugadores</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>Nivel del ordenador</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Humano</translation>
        </message>
        <message>
            <source>New game: {game}</source>
            <translation>Nueva partida: {game}</translation>
        </message>
        <message>
            <source>Always {n} players</source>
            <translation>Siempre {n} jugadores</translation>
        </message>
        <message>
            <source>Leave empty for a new deal; type a number to replay a deal.</source>
            <translation>Déjalo vacío para un reparto nuevo; escribe un número para repetir un reparto.</translation>
        </message>
        <message>
            <source>Your own choice of options.</source>
            <translation>Opciones elegidas por ti.</translation>
        </message>
        <message>
            <source>This game has no options.</source>
            <translation>Este juego no tiene opciones.</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Reglas personalizadas</translation>
        </message>
        <message>
            <source>Name of seat {n}</source>
            <translation>Nombre del asiento {n}</translation>
        </message>
        <message>
            <source>Seat {n} is played by</source>
            <translation>El asiento {n} lo juega</translation>
        </message>
        <message>
            <source>Computer level of seat {n}</source>
            <translation>Nivel del ordenador del asiento {n}</translation>
        </message>
        <message>
            <source>Cannot start: {reason}</source>
            <translation>No se puede empezar: {reason}</translation>
        </message>
        <message>
            <source>No rules text comes with this game.</source>
            <translation>Este juego no incluye texto de reglas.</translation>
        </message>
        <message>
            <source>This match</source>
            <translation>Esta partida</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Juego:</translation>
        </message>
        <message>
            <source>Rules text</source>
            <translation>Texto de las reglas</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>Reglas de {game}</translation>
        </message>
        <message>
            <source>changed from standard: {value}</source>
            <translation>cambiado; el estándar es {value}</translation>
        </message>
        <message>
            <source>What is wrong</source>
            <translation>Qué está mal</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>nadie</translation>
        </message>
        <message>
            <source>Save hand</source>
            <translation>Guardar mano</translation>
        </message>
        <message>
            <source>Add hand</source>
            <translation>Añadir mano</translation>
        </message>
        <message>
            <source>Correct what is listed above first.</source>
            <translation>Corrige primero lo que aparece arriba.</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(ninguno)</translation>
        </message>
        <message>
            <source>Everyone {name} may choose here</source>
            <translation>Todos los que {name} puede elegir aquí</translation>
        </message>
        <message>
            <source>{who}: maximum</source>
            <translation>{who}: máximo</translation>
        </message>
        <message>
            <source>(choose)</source>
            <translation>(elige)</translation>
        </message>
        <message>
            <source>Correct hand {n}</source>
            <translation>Corregir la mano {n}</translation>
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
            <translation>ninguno</translation>
        </message>
        <message>
            <source>{who} may not choose {name} in this hand</source>
            <translation>{who} no puede elegir a {name} en esta mano</translation>
        </message>
        <message>
            <source>Print the score sheet</source>
            <translation>Imprimir la hoja de puntuación</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimir</translation>
        </message>
        <message>
            <source>Printing is not available in this installation. Save the sheet as a PDF file and print that instead.</source>
            <translation>La impresión no está disponible en esta instalación. Guarda la hoja como archivo PDF e imprime ese archivo.</translation>
        </message>
        <message>
            <source>Save the sheet as PDF</source>
            <translation>Guardar la hoja como PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Archivos PDF (*.pdf)</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} y {last}</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Ganador</translation>
        </message>
        <message>
            <source>Who leads</source>
            <translation>Quién va en cabeza</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Hoja de puntuación</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problemas</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>After 1 hand</source>
            <translation>Tras 1 mano</translation>
        </message>
        <message>
            <source>{after}: {names} leads with {total}.</source>
            <translation>{after}: {names} va en cabeza con {total}.</translation>
        </message>
        <message>
            <source>{after}: {names} lead with {total}.</source>
            <translation>{after}: {names} van en cabeza con {total}.</translation>
        </message>
        <message>
            <source>{names} wins with {total}</source>
            <translation>{names} gana con {total}</translation>
        </message>
        <message>
            <source>{names} win with {total}</source>
            <translation>{names} ganan con {total}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Hand {n}: {text}</source>
            <translation>Mano {n}: {text}</translation>
        </message>
        <message>
            <source>{text}, ringed</source>
            <translation>{text}, en un círculo</translation>
        </message>
        <message>
            <source>No hands yet.</source>
            <translation>Aún no hay manos.</translation>
        </message>
        <message>
            <source>After {n} hands</source>
            <translation>Tras {n} manos</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacía</translation>
        </message>
        <message>
            <source>Problem: {text}</source>
            <translation>Problema: {text}</translation>
        </message>
        <message>
            <source>Leading</source>
            <translation>En cabeza</translation>
        </message>
        <message>
            <source>Total of {name}: {text}</source>
            <translation>Total de {name}: {text}</translation>
        </message>
        <message>
            <source>played in the app</source>
            <translation>jugada en la aplicación</translation>
        </message>
        <message>
            <source>kept by hand</source>
            <translation>anotada a mano</translation>
        </message>
        <message>
            <source>New score sheet</source>
            <translation>Nueva hoja de puntuación</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Nombres</translation>
        </message>
        <message>
            <source>&amp;Create</source>
            <translation>&amp;Crear</translation>
        </message>
        <message>
            <source>partnerships</source>
            <translation>equipos</translation>
        </message>
        <message>
            <source>players</source>
            <translation>jugadores</translation>
        </message>
        <message>
            <source>Two columns have the same name.</source>
            <translation>Dos columnas tienen el mismo nombre.</translation>
        </message>
        <message>
            <source>Score sheets</source>
            <translation>Hojas de puntuación</translation>
        </message>
        <message>
            <source>All sheets</source>
            <translation>Todas las hojas</translation>
        </message>
        <message>
            <source>Kept by hand</source>
            <translation>Anotadas a mano</translation>
        </message>
        <message>
            <source>Played in the app</source>
            <translation>Jugadas en la aplicación</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Mostrar</translation>
        </message>
        <message>
            <source>&amp;New sheet…</source>
            <translation>&amp;Nueva hoja…</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <translation>&amp;Mostrar:</translation>
        </message>
        <message>
            <source>&amp;Sheet</source>
            <translation>&amp;Hoja</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>Rename sheet</source>
            <translation>Renombrar hoja</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>Título:</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>Exportar CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Archivos CSV (*.csv)</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>Exportar PDF</translation>
        </message>
        <message>
            <source>Team {n}</source>
            <translation>Equipo {n}</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Jugador {n}</translation>
        </message>
        <message>
            <source>No score sheets yet. Choose “New sheet…” to keep score of a game played with real cards.</source>
            <translation>Aún no hay hojas de puntuación. Elige «Nueva hoja…» para anotar una partida jugada con cartas de verdad.</translation>
        </message>
        <message>
            <source>Choose a sheet on the left, or start a new one.</source>
            <translation>Elige una hoja a la izquierda o empieza una nueva.</translation>
        </message>
        <message>
            <source>&amp;Rename…</source>
            <translation>&amp;Renombrar…</translation>
        </message>
        <message>
            <source>Export &amp;CSV…</source>
            <translation>Exportar CS&amp;V…</translation>
        </message>
        <message>
            <source>Save the sheet as a table for a spreadsheet</source>
            <translation>Guardar la hoja como tabla para una hoja de cálculo</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>Exportar &amp;PDF…</translation>
        </message>
        <message>
            <source>Save the sheet as a PDF file</source>
            <translation>Guardar la hoja como archivo PDF</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimir…</translation>
        </message>
        <message>
            <source>De&amp;lete sheet</source>
            <translation>&amp;Eliminar hoja</translation>
        </message>
        <message>
            <source>Delete this sheet (Undo brings it back)</source>
            <translation>Eliminar esta hoja (Deshacer la recupera)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>&amp;Add hand…</source>
            <translation>&amp;Añadir mano…</translation>
        </message>
        <message>
            <source>Type in the next hand</source>
            <translation>Escribir la mano siguiente</translation>
        </message>
        <message>
            <source>&amp;Edit hand…</source>
            <translation>&amp;Editar mano…</translation>
        </message>
        <message>
            <source>Correct the chosen hand (or double-click it)</source>
            <translation>Corregir la mano elegida (o hacer doble clic en ella)</translation>
        </message>
        <message>
            <source>&amp;Delete hand</source>
            <translation>Eli&amp;minar mano</translation>
        </message>
        <message>
            <source>Delete the chosen hand; the hands after it are scored again</source>
            <translation>Eliminar la mano elegida; las manos siguientes se vuelven a puntuar</translation>
        </message>
        <message>
            <source>1 hand</source>
            <translation>1 mano</translation>
        </message>
        <message>
            <source>new sheet</source>
            <translation>nueva hoja</translation>
        </message>
        <message>
            <source>Delete sheet</source>
            <translation>Eliminar hoja</translation>
        </message>
        <message>
            <source>delete sheet</source>
            <translation>eliminar la hoja</translation>
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation>&amp;Título:</translation>
        </message>
        <message>
            <source>This kind of sheet is not known to this version of Card Table.</source>
            <translation>Esta versión de Card Table no conoce este tipo de hoja.</translation>
        </message>
        <message>
            <source>Started {date}</source>
            <translation>Empezada el {date}</translation>
        </message>
        <message>
            <source>correct hand {n}</source>
            <translation>corregir la mano {n}</translation>
        </message>
        <message>
            <source>rename sheet</source>
            <translation>renombrar la hoja</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado: {path}</translation>
        </message>
        <message>
            <source>always {n} {noun}</source>
            <translation>siempre {n} {noun}</translation>
        </message>
        <message>
            <source>{low} to {high} {noun}</source>
            <translation>de {low} a {high} {noun}</translation>
        </message>
        <message>
            <source>Name {n}</source>
            <translation>Nombre {n}</translation>
        </message>
        <message>
            <source>This sheet has no options.</source>
            <translation>Esta hoja no tiene opciones.</translation>
        </message>
        <message>
            <source>The match is over: {winner}.</source>
            <translation>La partida ha terminado: {winner}.</translation>
        </message>
        <message>
            <source>&amp;Undo {what}</source>
            <translation>&amp;Deshacer {what}</translation>
        </message>
        <message>
            <source>&amp;Redo {what}</source>
            <translation>&amp;Rehacer {what}</translation>
        </message>
        <message>
            <source>{n} hands</source>
            <translation>{n} manos</translation>
        </message>
        <message>
            <source>Last changed {date}</source>
            <translation>Último cambio: {date}</translation>
        </message>
        <message>
            <source>started {date}</source>
            <translation>empezada el {date}</translation>
        </message>
        <message>
            <source>Undone: {what}</source>
            <translation>Deshecho: {what}</translation>
        </message>
        <message>
            <source>Redone: {what}</source>
            <translation>Rehecho: {what}</translation>
        </message>
        <message>
            <source>add hand {n}</source>
            <translation>añadir la mano {n}</translation>
        </message>
        <message>
            <source>delete hand {n}</source>
            <translation>eliminar la mano {n}</translation>
        </message>
        <message>
            <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
            <translation>¿Eliminar la hoja «{title}» con sus {n} manos? Deshacer la recupera mientras esta ventana siga abierta.</translation>
        </message>
        <message>
            <source>This kind of sheet ({kind}) is not known to this version of Card Table.</source>
            <translation>Esta versión de Card Table no conoce este tipo de hoja ({kind}).</translation>
        </message>
        <message>
            <source>The change could not be saved: {error}</source>
            <translation>No se ha podido guardar el cambio: {error}</translation>
        </message>
        <message>
            <source>The sheet could not be saved: {error}</source>
            <translation>No se ha podido guardar la hoja: {error}</translation>
        </message>
        <message>
            <source>Could not write {path}: {error}</source>
            <translation>No se ha podido escribir {path}: {error}</translation>
        </message>
        <message>
            <source>This sheet could not be drawn: {error}</source>
            <translation>No se ha podido dibujar esta hoja: {error}</translation>
        </message>
    </context>
</TS>
