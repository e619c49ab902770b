<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>cardtable</name>
    <message>
        <source>Beginner (plays at random)</source>
        <translation>Principiante (juega al azar)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mixto</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
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
        <source>{game} has no preset {preset} (presets: {known})</source>
        <translation>{game} no tiene la variante {preset} (variantes: {known})</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} es para {low} a {high} jugadores, no {players}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>no option named {option} (options: {known})</source>
        <translation>no hay ninguna opción llamada {option} (opciones: {known})</translation>
    </message>
    <message>
        <source>option {option} is yes or no, not {value}</source>
        <translation>la opción {option} es sí o no, no {value}</translation>
    </message>
    <message>
        <source>option {option} is a whole number, not {value}</source>
        <translation>la opción {option} es un número entero, no {value}</translation>
    </message>
    <message>
        <source>option {option} is at least {minimum}</source>
        <translation>la opción {option} es como mínimo {minimum}</translation>
    </message>
    <message>
        <source>option {option} is at most {maximum}</source>
        <translation>la opción {option} es como máximo {maximum}</translation>
    </message>
    <message>
        <source>option {option} is one of {allowed}, not {value}</source>
        <translation>la opción {option} es una de {allowed}, no {value}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>asiento {n}</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; reuses the id &apos;{id}&apos;; skipped</source>
        <translation>El complemento de juego «{plugin}» reutiliza el id «{id}»; se omite</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; could not be loaded: {error}</source>
        <translation>No se ha podido cargar el complemento de juego «{plugin}»: {error}</translation>
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
        <translation>La carta {card} abre camino hacia tus propias cartas sin ayudar a los demás.</translation>
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
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>Each player declares seven contracts in turn; double the players you expect to beat.</source>
        <translation>Cada jugador declara siete contratos por turnos; dobla a los jugadores a los que esperas superar.</translation>
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
        <translation>La carta {card} no encaja: juega la carta inmediatamente superior o inferior de un palo ya empezado.</translation>
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
        <source>&apos;{move}&apos; is not a move of Barbu.</source>
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
        <source>Ravage City</source>
        <translation>Ravage City</translation>
    </message>
    <message>
        <source>Doubles of declarer only</source>
        <translation>Doblos solo al declarante</translation>
    </message>
    <message>
        <source>Alternative scores</source>
        <translation>Puntuación alternativa</translation>
    </message>
    <message>
        <source>Barbu with Ravage City</source>
        <translation>Barbu con Ravage City</translation>
    </message>
    <message>
        <source>Eight contracts for each declarer: Ravage City is added.</source>
        <translation>Ocho contratos por declarante: se añade Ravage City.</translation>
    </message>
    <message>
        <source>Barbu, doubles of declarer only</source>
        <translation>Barbu, doblos solo al declarante</translation>
    </message>
    <message>
        <source>The simpler doubling: only declarer may be doubled.</source>
        <translation>Doblos más sencillos: solo se puede doblar al declarante.</translation>
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
        <source>An eighth contract: whoever takes the most cards of one suit scores -36 (ties share it). 32 hands; the Dominoes scores rise by 9 to keep the zero sum.</source>
        <translation>Un octavo contrato: quien se lleve más cartas de un mismo palo puntúa -36 (los empatados se lo reparten). 32 manos; las puntuaciones del Dominó suben 9 para que la suma siga siendo cero.</translation>
    </message>
    <message>
        <source>Players may double declarer only, not each other; a declarer who redoubles must redouble everyone who doubled her.</source>
        <translation>Los jugadores solo pueden doblar al declarante, no entre sí; un declarante que redobla debe redoblar a todos los que lo han doblado.</translation>
    </message>
    <message>
        <source>The king of hearts scores -15 and Dominoes +40 / +20 / +10 / -10.</source>
        <translation>El rey de corazones puntúa -15 y el Dominó +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Declarer must first name trumps.</source>
        <translation>El declarante debe elegir primero el triunfo.</translation>
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
        <source>No Tricks</source>
        <translation>Sin bazas</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <translation>Sin corazones</translation>
    </message>
    <message>
        <source>No Queens</source>
        <translation>Sin reinas</translation>
    </message>
    <message>
        <source>No King of Hearts</source>
        <translation>Sin rey de corazones</translation>
    </message>
    <message>
        <source>No Last Two</source>
        <translation>Sin las dos últimas</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Dominó</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>+{trumps_per_trick} for each trick</source>
        <translation>+{trumps_per_trick} por cada baza</translation>
    </message>
    <message>
        <source>{per_trick} for each trick</source>
        <translation>{per_trick} por cada baza</translation>
    </message>
    <message>
        <source>{per_heart} for each heart and {ace_of_hearts} for the ace</source>
        <translation>{per_heart} por cada corazón y {ace_of_hearts} por el as</translation>
    </message>
    <message>
        <source>{per_queen} for each queen</source>
        <translation>{per_queen} por cada reina</translation>
    </message>
    <message>
        <source>{king_of_hearts} for the king of hearts, or nothing</source>
        <translation>{king_of_hearts} por el rey de corazones, o nada</translation>
    </message>
    <message>
        <source>{last_but_one} for the twelfth trick and {last} for the last</source>
        <translation>{last_but_one} por la penúltima baza y {last} por la última</translation>
    </message>
    <message>
        <source>First declarer</source>
        <translation>Primer declarante</translation>
    </message>
    <message>
        <source>Declarer-only doubles</source>
        <translation>Doblos solo al declarante</translation>
    </message>
    <message>
        <source>won the session</source>
        <translation>ganó la sesión</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}</source>
        <translation>{contract}, declarado por {name}</translation>
    </message>
    <message>
        <source>{seat} declares next; contracts still to play: {contracts}.</source>
        <translation>{seat} declara a continuación; contratos pendientes: {contracts}.</translation>
    </message>
    <message>
        <source>Who declares the first seven hands; then the player on her left, and so on.</source>
        <translation>Quién declara las siete primeras manos; después, el jugador de su izquierda, y así sucesivamente.</translation>
    </message>
    <message>
        <source>An eighth contract: -36 to the player with most cards of one suit (ties share it); 32 hands; the Dominoes scores rise by 9.</source>
        <translation>Un octavo contrato: -36 para el jugador con más cartas de un mismo palo (los empatados se lo reparten); 32 manos; las puntuaciones del Dominó suben 9.</translation>
    </message>
    <message>
        <source>The others may double declarer only, in every contract.</source>
        <translation>Los demás solo pueden doblar al declarante, en todos los contratos.</translation>
    </message>
    <message>
        <source>King of hearts -15; Dominoes +40 / +20 / +10 / -10.</source>
        <translation>Rey de corazones -15; Dominó +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Valor inicial</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Doblos</translation>
    </message>
    <message>
        <source>Raw score</source>
        <translation>Puntuación bruta</translation>
    </message>
    <message>
        <source>The session is over after {hands} hands.</source>
        <translation>La sesión ha terminado tras {hands} manos.</translation>
    </message>
    <message>
        <source>{seat} declared this hand, but hand {hand} of the sheet is another player&apos;s: check the first declarer.</source>
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
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Control</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; trumps {suit}</source>
        <translation>{contract}, declarado por {name}; triunfo: {suit}</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; starting with the {ranks}</source>
        <translation>{contract}, declarado por {name}; empezando por {ranks}</translation>
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
        <source>The contract declarer chose: one she has not yet played in her seven.</source>
        <translation>El contrato que eligió el declarante: uno que aún no haya jugado en su serie de siete.</translation>
    </message>
    <message>
        <source>Trumps only: the suit declarer named.</source>
        <translation>Solo en Triunfo: el palo que eligió el declarante.</translation>
    </message>
    <message>
        <source>Dominoes only: the rank declarer named before the doubling.</source>
        <translation>Solo en Dominó: el valor que indicó el declarante antes de los doblos.</translation>
    </message>
    <message>
        <source>Whom each player doubled. Declarer may only redouble those who doubled her; in Trumps and Dominoes the others may double declarer only.</source>
        <translation>A quién dobló cada jugador. El declarante solo puede redoblar a quienes lo doblaron; en Triunfo y Dominó los demás solo pueden doblar al declarante.</translation>
    </message>
    <message>
        <source>What each player scored in the play, before the doubles.</source>
        <translation>Lo que puntuó cada jugador en el juego, antes de los doblos.</translation>
    </message>
    <message>
        <source>{contract} is not a contract of this session.</source>
        <translation>{contract} no es un contrato de esta sesión.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s raw score.</source>
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
        <source>{seat}&apos;s doubles name someone who is not at this table.</source>
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
        <source>{seat}&apos;s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
        <translation>La puntuación bruta {points} de {seat} no es posible en Ravage City: el mayor número de cartas de un palo puntúa {ravage}, repartido entre los empatados.</translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in {contract}: {rule}.</source>
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
        <source>Two cards left: say &quot;Last card!&quot; before playing.</source>
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
        <source>Crazy Eights</source>
        <translation>Ocho loco</translation>
    </message>
    <message>
        <source>Get rid of your cards by matching the rank or suit of the discard; eights are wild and name the next suit.</source>
        <translation>Deshazte de tus cartas jugando una del mismo valor o palo que la del descarte; los ochos son comodines y eligen el palo siguiente.</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>el valor de roba dos ({rank}) ya es el de cambio de palo; da a cada carta especial su propio valor</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Robo</translation>
    </message>
    <message>
        <source>Draw limit</source>
        <translation>Límite de robo</translation>
    </message>
    <message>
        <source>Play the drawn card</source>
        <translation>Jugar la carta robada</translation>
    </message>
    <message>
        <source>Must play if able</source>
        <translation>Obligado a jugar</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Última carta</translation>
    </message>
    <message>
        <source>Last card penalty</source>
        <translation>Penalización de última carta</translation>
    </message>
    <message>
        <source>Changing suit</source>
        <translation>Elegir palo</translation>
    </message>
    <message>
        <source>Suit changer</source>
        <translation>Cambio de palo</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Cambio de sentido</translation>
    </message>
    <message>
        <source>Draw two</source>
        <translation>Roba dos</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Partida a</translation>
    </message>
    <message>
        <source>Crazy Eights with action cards</source>
        <translation>Ocho loco con cartas de acción</translation>
    </message>
    <message>
        <source>Queens skip the next player, aces reverse the direction, twos make the next player draw two, and you must say &quot;Last card!&quot;.</source>
        <translation>Las reinas saltan al siguiente jugador, los ases cambian el sentido, los doses hacen robar dos al siguiente jugador y hay que decir «¡Última carta!».</translation>
    </message>
    <message>
        <source>Crazy Eights, draw until you can play</source>
        <translation>Ocho loco, robar hasta poder jugar</translation>
    </message>
    <message>
        <source>You must play if you can; if you cannot, you keep drawing until you can.</source>
        <translation>Debes jugar si puedes; si no puedes, sigues robando hasta que puedas.</translation>
    </message>
    <message>
        <source>Crazy Eights, Szu Kay Wong&apos;s eights</source>
        <translation>Ocho loco, ochos de Szu Kay Wong</translation>
    </message>
    <message>
        <source>An eight may be played at any time but names a new suit only when it matches; you may draw up to three cards in a turn.</source>
        <translation>Un ocho se puede jugar en cualquier momento, pero solo elige palo nuevo cuando coincide; puedes robar hasta tres cartas por turno.</translation>
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
        <translation>La carta {card} no coincide con {top}, así que no elige palo: juégala sin elegir ninguno.</translation>
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
        <source>the skip rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>el valor de salto ({rank}) ya es el de cambio de palo; da a cada carta especial su propio valor</translation>
    </message>
    <message>
        <source>the reverse rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>el valor de cambio de sentido ({rank}) ya es el de cambio de palo; da a cada carta especial su propio valor</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>el valor de roba dos ({rank}) ya es el de salto; da a cada carta especial su propio valor</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the reverse card; give each special card its own rank</source>
        <translation>el valor de roba dos ({rank}) ya es el de cambio de sentido; da a cada carta especial su propio valor</translation>
    </message>
    <message>
        <source>A standard 52-card pack, &quot;or two such packs shuffled together if there are a lot of players&quot;. Automatic: two packs for more than five players.</source>
        <translation>Una baraja estándar de 52 cartas, «o dos barajas así mezcladas si hay muchos jugadores». Automático: dos barajas para más de cinco jugadores.</translation>
    </message>
    <message>
        <source>The dealer deals five cards to each player, seven each if there are only two players (0 = this standard). &quot;There are variations in the number of cards dealt.&quot;</source>
        <translation>El repartidor da cinco cartas a cada jugador, o siete si solo hay dos jugadores (0 = este estándar). «El número de cartas repartidas varía.»</translation>
    </message>
    <message>
        <source>One card: &quot;you may always use your turn to draw a card&quot; and the turn is over. Until playable: &quot;Others require you to continue drawing until you can play.&quot; Up to a limit: &quot;up to a fixed number of cards, after which if you still cannot (or will not) play the turn passes&quot;.</source>
        <translation>Una carta: «siempre puedes usar tu turno para robar una carta» y el turno termina. Hasta poder jugar: «Otros obligan a seguir robando hasta poder jugar». Hasta un límite: «hasta un número fijo de cartas; si después aún no puedes (o no quieres) jugar, pasa el turno».</translation>
    </message>
    <message>
        <source>With drawing up to a limit: the most cards drawn in one turn.</source>
        <translation>Con robo hasta un límite: el máximo de cartas robadas en un turno.</translation>
    </message>
    <message>
        <source>&quot;Some allow the drawn card to be played immediately if it is a legal play.&quot; (With the other drawing rules a drawn card may always be played.)</source>
        <translation>«Algunos permiten jugar la carta robada en el acto si es una jugada válida.» (Con las demás reglas de robo, una carta robada siempre se puede jugar.)</translation>
    </message>
    <message>
        <source>&quot;Some people play that you may only draw if you are unable to play - if you can play you must.&quot;</source>
        <translation>«Algunos juegan a que solo se puede robar si no se puede jugar: si puedes jugar, debes hacerlo.»</translation>
    </message>
    <message>
        <source>&quot;You must alert the other players when you have just one card left. If you fail to do so you must draw cards (usually two) from the stock as a penalty.&quot; Say &quot;Last card!&quot; before playing your second-last card.</source>
        <translation>«Debes avisar a los demás jugadores cuando te quede una sola carta. Si no lo haces, debes robar cartas (normalmente dos) del mazo como penalización.» Di «¡Última carta!» antes de jugar tu penúltima carta.</translation>
    </message>
    <message>
        <source>Cards drawn by a player who goes down to one card without saying &quot;Last card!&quot;.</source>
        <translation>Cartas que roba un jugador que se queda con una sola carta sin decir «¡Última carta!».</translation>
    </message>
    <message>
        <source>Any time: &quot;an eight can be played at any time and the player can nominate any suit&quot;. Matching: &quot;you can only play an eight that matches (either the same suit or another eight)&quot;. No naming: &quot;you can play an eight at any time but cannot nominate another suit&quot;. Szu Kay Wong&apos;s rule: any time, &quot;but can only nominate a different suit if the eight matches the rank or suit of the previous card&quot;.</source>
        <translation>En cualquier momento: «un ocho se puede jugar en cualquier momento y el jugador puede elegir cualquier palo». Si coincide: «solo puedes jugar un ocho que coincida (del mismo palo u otro ocho)». Sin elegir: «puedes jugar un ocho en cualquier momento, pero no puedes elegir otro palo». Regla de Szu Kay Wong: en cualquier momento, «pero solo se puede elegir otro palo si el ocho coincide en valor o palo con la carta anterior».</translation>
    </message>
    <message>
        <source>&quot;Some players use jacks or aces rather than eights as the cards which have the power to change suit.&quot; The suit changer scores 50.</source>
        <translation>«Algunos jugadores usan jotas o ases en lugar de ochos como cartas que cambian el palo.» La carta de cambio de palo vale 50.</translation>
    </message>
    <message>
        <source>&quot;When a queen (or some other designated rank) is played, the next player in rotation misses a turn.&quot;</source>
        <translation>«Cuando se juega una reina (u otro valor acordado), el siguiente jugador pierde el turno.»</translation>
    </message>
    <message>
        <source>&quot;When an ace (or some other designated rank) is played, the direction of play reverses.&quot; With two players it acts as a skip: you play again.</source>
        <translation>«Cuando se juega un as (u otro valor acordado), se invierte el sentido del juego.» Con dos jugadores actúa como un salto: vuelves a jugar.</translation>
    </message>
    <message>
        <source>&quot;When a two is played the next player must either draw two cards or play another two&quot;; consecutive twos add up, two cards for each.</source>
        <translation>«Cuando se juega un dos, el siguiente jugador debe robar dos cartas o jugar otro dos»; los doses seguidos se acumulan, dos cartas por cada uno.</translation>
    </message>
    <message>
        <source>The match ends when a player&apos;s penalty points reach this total; the lowest total wins.</source>
        <translation>La partida termina cuando los puntos de penalización de un jugador llegan a este total; gana el total más bajo.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>No tienes {card}.</translation>
    </message>
    <message>
        <source>The {card} names no suit: play it without one.</source>
        <translation>La carta {card} no elige palo: juégala sin elegir ninguno.</translation>
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
        <source>Nobody says &quot;Last card!&quot; in this game.</source>
        <translation>En este juego nadie dice «¡Última carta!».</translation>
    </message>
    <message>
        <source>You have already said &quot;Last card!&quot;.</source>
        <translation>Ya has dicho «¡Última carta!».</translation>
    </message>
    <message>
        <source>Say &quot;Last card!&quot; when you hold two cards and are about to play one.</source>
        <translation>Di «¡Última carta!» cuando tengas dos cartas y vayas a jugar una.</translation>
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
        <source>the reverse rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>el valor de cambio de sentido ({rank}) ya es el de salto; da a cada carta especial su propio valor</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>One pack</source>
        <translation>Una baraja</translation>
    </message>
    <message>
        <source>Two packs</source>
        <translation>Dos barajas</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>Until you can play</source>
        <translation>Hasta poder jugar</translation>
    </message>
    <message>
        <source>Up to a limit</source>
        <translation>Hasta un límite</translation>
    </message>
    <message>
        <source>Any time, name a suit</source>
        <translation>Siempre, eligiendo palo</translation>
    </message>
    <message>
        <source>Only when matching</source>
        <translation>Solo si coincide</translation>
    </message>
    <message>
        <source>Any time, no naming</source>
        <translation>Siempre, sin elegir palo</translation>
    </message>
    <message>
        <source>Name a suit only when matching</source>
        <translation>Elige palo solo si coincide</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Ochos</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Jotas</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ases</translation>
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
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descarte</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>What a player still holding cards scores.</source>
        <translation>Lo que puntúa un jugador al que aún le quedan cartas.</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Se quedó sin cartas</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Puntos de penalización</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartas restantes</translation>
    </message>
    <message>
        <source>The player who went out is not at this table.</source>
        <translation>El jugador que se quedó sin cartas no está en esta mesa.</translation>
    </message>
    <message>
        <source>The cards&apos; values (eights 50, pictures 10)</source>
        <translation>El valor de las cartas (ochos 50, figuras 10)</translation>
    </message>
    <message>
        <source>One point per card</source>
        <translation>Un punto por carta</translation>
    </message>
    <message>
        <source>The player who got rid of all their cards (none: the hand was blocked).</source>
        <translation>El jugador que se deshizo de todas sus cartas (ninguno: la mano quedó bloqueada).</translation>
    </message>
    <message>
        <source>The values of the cards still held: 50 for an eight, 10 for a picture, the number for the others (ace 1).</source>
        <translation>El valor de las cartas que quedaban en la mano: 50 por un ocho, 10 por una figura, su número para las demás (as 1).</translation>
    </message>
    <message>
        <source>How many cards each player still held.</source>
        <translation>Cuántas cartas le quedaban a cada jugador.</translation>
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
        <source>there is no computer level &apos;{level}&apos; (levels: {levels})</source>
        <translation>no existe el nivel del ordenador «{level}» (niveles: {levels})</translation>
    </message>
    <message numerus="yes">
        <source>Best of {n} moves over {deals} imagined deals ({share} of the search).</source>
        <extracomment>English singular: The only move, over {deals} imagined deals ({share} of the search).</extracomment>
        <translation>
            <numerusform>La única jugada, en {deals} repartos imaginados ({share} de la búsqueda).</numerusform>
            <numerusform>La mejor de {n} jugadas en {deals} repartos imaginados ({share} de la búsqueda).</numerusform>
        </translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a time scale between {low} and {high}</source>
        <translation>el nivel «{level}» necesita un factor de tiempo entre {low} y {high}</translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a number of iterations between {low} and {high}</source>
        <translation>el nivel «{level}» necesita un número de iteraciones entre {low} y {high}</translation>
    </message>
    <message>
        <source>{game} is for {count} players, not {players}</source>
        <translation>{game} es para {count} jugadores, no {players}</translation>
    </message>
    <message numerus="yes">
        <source>You must double declarer now: you still owe {n} compulsory doubles (hands left in declarer&apos;s seven: {left}).</source>
        <extracomment>English singular: You must double declarer now: you still owe {n} compulsory double (hands left in declarer&apos;s seven: {left}).</extracomment>
        <translation>
            <numerusform>Debes doblar al declarante ahora: aún debes {n} doblo obligatorio (manos restantes en la serie de siete del declarante: {left}).</numerusform>
            <numerusform>Debes doblar al declarante ahora: aún debes {n} doblos obligatorios (manos restantes en la serie de siete del declarante: {left}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The doubles of this hand cannot be read: enter them again.</source>
        <translation>No se pueden leer los doblos de esta mano: introdúcelos de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>You must draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: You must draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Debes robar {n} carta o jugar otra carta del mismo valor ({rank}).</numerusform>
            <numerusform>Debes robar {n} cartas o jugar otra carta del mismo valor ({rank}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} cards</source>
        <extracomment>English singular: Stock: {n} card</extracomment>
        <translation>
            <numerusform>Mazo: {n} carta</numerusform>
            <numerusform>Mazo: {n} cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: Draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Roba {n} carta o juega otra carta del mismo valor ({rank}).</numerusform>
            <numerusform>Roba {n} cartas o juega otra carta del mismo valor ({rank}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may draw at most {n} cards in a turn.</source>
        <extracomment>English singular: You may draw at most {n} card in a turn.</extracomment>
        <translation>
            <numerusform>Puedes robar como máximo {n} carta por turno.</numerusform>
            <numerusform>Puedes robar como máximo {n} cartas por turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} hands of {size} cards do not fit in {n} packs; deal fewer cards</source>
        <extracomment>English singular: {players} hands of {size} cards do not fit in {n} pack; deal fewer cards or use two packs</extracomment>
        <translation>
            <numerusform>{players} manos de {size} cartas no caben en {n} baraja; reparte menos cartas o usa dos barajas</numerusform>
            <numerusform>{players} manos de {size} cartas no caben en {n} barajas; reparte menos cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the penalty points of {seat} as a whole number.</source>
        <translation>Introduce los puntos de penalización de {seat} como número entero.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still holds as a whole number.</source>
        <translation>Introduce como número entero cuántas cartas le quedan a {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s penalty of {points} cannot come from {n} cards: each card counts 1 to 50.</source>
        <extracomment>English singular: {seat}&apos;s penalty of {points} cannot come from {n} card: each card counts 1 to 50.</extracomment>
        <translation>
            <numerusform>Una penalización de {points} para {seat} no puede salir de {n} carta: cada carta vale de 1 a 50.</numerusform>
            <numerusform>Una penalización de {points} para {seat} no puede salir de {n} cartas: cada carta vale de 1 a 50.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
        <translation>{seat} no se quedó sin cartas, así que aún tiene alguna: al menos 1 punto de penalización.</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>sin cartas</translation>
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
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best none.</source>
        <translation>Quedarse con {keep}: {value} puntos esperados, crib {crib}; no hay otra opción.</translation>
    </message>
    <message>
        <source>The {card} risks about {risk} points in reply.</source>
        <translation>La carta {card} arriesga unos {risk} puntos en la respuesta.</translation>
    </message>
    <message>
        <source>Pegs {points} with the {card}.</source>
        <translation>Anota {points} con {card}.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Keep a hand, give two cards to the crib, peg fifteens, pairs and runs in play, then count your hand with the starter. First to 121 wins.</source>
        <translation>Quédate una mano, da dos cartas al crib, anota quinces, parejas y escaleras en el juego y luego cuenta tu mano con la carta inicial. Gana el primero que llegue a 121.</translation>
    </message>
    <message>
        <source>{move} is not a move of Cribbage.</source>
        <translation>{move} no es una jugada del Cribbage.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to {other}&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to {other}&apos;s crib.</extracomment>
        <translation>
            <numerusform>Descarta {n} carta al crib de {other}.</numerusform>
            <numerusform>Descarta {n} cartas al crib de {other}.</numerusform>
        </translation>
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
        <source>You cannot play without passing 31 (count is {count}): say go.</source>
        <translation>No puedes jugar sin pasar de 31 (la cuenta va en {count}): di «go».</translation>
    </message>
    <message>
        <source>Box for the non-dealer</source>
        <translation>Caja para el no repartidor</translation>
    </message>
    <message>
        <source>Cribbage, box for the non-dealer</source>
        <translation>Cribbage, caja para el no repartidor</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Descarta las cartas de una en una.</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>crib</translation>
    </message>
    <message>
        <source>starter</source>
        <translation>carta inicial</translation>
    </message>
    <message>
        <source>Count: {count}</source>
        <translation>Cuenta: {count}</translation>
    </message>
    <message>
        <source>one for the go</source>
        <translation>uno por el go</translation>
    </message>
    <message>
        <source>one for the last card</source>
        <translation>uno por la última carta</translation>
    </message>
    <message>
        <source>two for his heels</source>
        <translation>dos por la jota inicial</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your side&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your side&apos;s crib.</extracomment>
        <translation>
            <numerusform>Descarta {n} carta al crib de tu equipo.</numerusform>
            <numerusform>Descarta {n} cartas al crib de tu equipo.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} reached {target}: the game is over.</source>
        <translation>{seat} ha llegado a {target}: la partida ha terminado.</translation>
    </message>
    <message>
        <source>{seat} to discard.</source>
        <translation>Le toca descartar a {seat}.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the non-dealer, and the dealer pegs first and counts first; after a go the player who first said go leads.</source>
        <translation>El crib (la «caja») puntúa para el que no reparte, y el repartidor juega primero y cuenta primero; después de un go sale el jugador que dijo go primero.</translation>
    </message>
    <message>
        <source>The score that ends the game at once (121 is standard; 61 for a short game).</source>
        <translation>La puntuación que termina la partida en el acto (121 es lo estándar; 61 para una partida corta).</translation>
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
        <translation>nada</translation>
    </message>
    <message>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>once</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>doce</translation>
    </message>
    <message>
        <source>thirteen</source>
        <translation>trece</translation>
    </message>
    <message>
        <source>fourteen</source>
        <translation>catorce</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>quince</translation>
    </message>
    <message>
        <source>sixteen</source>
        <translation>dieciséis</translation>
    </message>
    <message>
        <source>seventeen</source>
        <translation>diecisiete</translation>
    </message>
    <message>
        <source>eighteen</source>
        <translation>dieciocho</translation>
    </message>
    <message>
        <source>nineteen</source>
        <translation>diecinueve</translation>
    </message>
    <message>
        <source>twenty</source>
        <translation>veinte</translation>
    </message>
    <message>
        <source>twenty-one</source>
        <translation>veintiuno</translation>
    </message>
    <message>
        <source>twenty-two</source>
        <translation>veintidós</translation>
    </message>
    <message>
        <source>twenty-three</source>
        <translation>veintitrés</translation>
    </message>
    <message>
        <source>twenty-four</source>
        <translation>veinticuatro</translation>
    </message>
    <message>
        <source>twenty-five</source>
        <translation>veinticinco</translation>
    </message>
    <message>
        <source>twenty-six</source>
        <translation>veintiséis</translation>
    </message>
    <message>
        <source>twenty-seven</source>
        <translation>veintisiete</translation>
    </message>
    <message>
        <source>twenty-eight</source>
        <translation>veintiocho</translation>
    </message>
    <message>
        <source>twenty-nine</source>
        <translation>veintinueve</translation>
    </message>
    <message>
        <source>a pair is {total}</source>
        <translation>una pareja son {total}</translation>
    </message>
    <message>
        <source>three of a kind is {total}</source>
        <translation>un trío son {total}</translation>
    </message>
    <message>
        <source>four of a kind is {total}</source>
        <translation>un póker son {total}</translation>
    </message>
    <message>
        <source>{count}</source>
        <translation>{count}</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>una pareja</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un trío</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un póker</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{said} for {total}</source>
        <translation>{said}, {total}</translation>
    </message>
    <message>
        <source>nineteen: nothing</source>
        <translation>diecinueve: nada</translation>
    </message>
    <message>
        <source>fifteen {total}</source>
        <translation>quince {total}</translation>
    </message>
    <message>
        <source>a run of {size} is {total}</source>
        <translation>una escalera de {size} son {total}</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>treinta y uno</translation>
    </message>
    <message>
        <source>{count} pairs is {total}</source>
        <translation>{count} parejas son {total}</translation>
    </message>
    <message>
        <source>a flush of {size} is {total}</source>
        <translation>un color de {size} son {total}</translation>
    </message>
    <message>
        <source>one for his nob is {total}</source>
        <translation>uno por la jota del palo son {total}</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>una escalera de {size}</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primer repartidor</translation>
    </message>
    <message>
        <source>Two partnerships</source>
        <translation>Dos equipos</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Pegged</source>
        <translation>Anotado</translation>
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
        <translation>{seat} reparte a continuación.</translation>
    </message>
    <message>
        <source>{seat} pegs first and counts first.</source>
        <translation>{seat} juega primero y cuenta primero.</translation>
    </message>
    <message>
        <source>Who dealt the first hand (0 = the first column). With partnerships a seat 0 to 3: seats 0 and 2 are the first side.</source>
        <translation>Quién repartió la primera mano (0 = la primera columna). Con equipos, un asiento del 0 al 3: los asientos 0 y 2 son el primer equipo.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the player on the dealer&apos;s left, and the dealer pegs first and counts first.</source>
        <translation>El crib (la «caja») puntúa para el jugador a la izquierda del repartidor, y el repartidor juega primero y cuenta primero.</translation>
    </message>
    <message>
        <source>Four players, partners opposite: each column is a side, and its hand score is both partners&apos; shows together.</source>
        <translation>Cuatro jugadores, compañeros enfrentados: cada columna es un equipo, y su puntuación de mano es la suma de lo que cuentan ambos compañeros.</translation>
    </message>
    <message>
        <source>a Cribbage sheet of partnerships has two columns, one per side</source>
        <translation>una hoja de Cribbage por equipos tiene dos columnas, una por equipo</translation>
    </message>
    <message>
        <source>His heels</source>
        <translation>Jota inicial</translation>
    </message>
    <message>
        <source>Pegs after the deal</source>
        <translation>Clavijas tras el reparto</translation>
    </message>
    <message>
        <source>His heels is yes or no: tick it or leave it empty.</source>
        <translation>La jota inicial es sí o no: márcala o déjala vacía.</translation>
    </message>
    <message>
        <source>Only one side can reach {target}: the game stops at once when someone does.</source>
        <translation>Solo un equipo puede llegar a {target}: la partida se detiene en cuanto alguien lo consigue.</translation>
    </message>
    <message>
        <source>Points pegged in play: fifteens, pairs, runs, 31, go and last card.</source>
        <translation>Puntos anotados durante el juego: quinces, parejas, escaleras, 31, go y última carta.</translation>
    </message>
    <message>
        <source>The starter was a jack: 2 to the dealer.</source>
        <translation>La carta inicial era una jota: 2 para el repartidor.</translation>
    </message>
    <message>
        <source>The show: the hand counted with the starter (0 to 29, never 19, 25, 26 or 27).</source>
        <translation>El recuento: la mano contada con la carta inicial (de 0 a 29, nunca 19, 25, 26 ni 27).</translation>
    </message>
    <message>
        <source>The crib, counted for its owner only.</source>
        <translation>El crib, que solo cuenta para su dueño.</translation>
    </message>
    <message>
        <source>Instead of the scores: where each front peg stands after this deal.</source>
        <translation>En lugar de las puntuaciones: dónde queda la clavija delantera de cada uno tras este reparto.</translation>
    </message>
    <message>
        <source>Enter where {seat}&apos;s front peg stands, or no pegs at all.</source>
        <translation>Introduce dónde queda la clavija delantera de {seat}, o ninguna clavija.</translation>
    </message>
    <message>
        <source>Enter what {seat} pegged (0 or more).</source>
        <translation>Introduce lo que anotó {seat} en el juego (0 o más).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s hand score.</source>
        <translation>Introduce la puntuación de mano de {seat}.</translation>
    </message>
    <message>
        <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
        <translation>{seat} llegó a {target}, lo que termina la partida en el acto: lo que se cuente después no puntúa.</translation>
    </message>
    <message>
        <source>{seat}&apos;s front peg cannot go back from {before} to {points}.</source>
        <translation>La clavija delantera de {seat} no puede retroceder de {before} a {points}.</translation>
    </message>
    <message>
        <source>dealt this hand</source>
        <translation>repartió esta mano</translation>
    </message>
    <message>
        <source>{seat} is double skunked (under 61): the win counts triple.</source>
        <translation>{seat} se queda doble zapatero (menos de 61): la victoria cuenta triple.</translation>
    </message>
    <message>
        <source>Enter the crib&apos;s score for {seat}.</source>
        <translation>Introduce la puntuación del crib para {seat}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s peg cannot pass the end of the board at {target}.</source>
        <translation>La clavija de {seat} no puede pasar del final del tablero, en {target}.</translation>
    </message>
    <message>
        <source>{seat} is skunked (under 91): the win counts double.</source>
        <translation>{seat} se queda zapatero (menos de 91): la victoria cuenta doble.</translation>
    </message>
    <message>
        <source>{seat}&apos;s two hands cannot count {points}: each counts 0 to 29.</source>
        <translation>Las dos manos de {seat} no pueden sumar {points}: cada una cuenta de 0 a 29.</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>La mano de {seat} no puede sumar {points}: un recuento vale de 0 a 29, y nunca 19, 25, 26 ni 27.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the player on the dealer&apos;s left.</source>
        <translation>{seat} no tiene crib en este reparto: el crib es del jugador a la izquierda del repartidor.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the dealer.</source>
        <translation>{seat} no tiene crib en este reparto: el crib es del repartidor.</translation>
    </message>
    <message>
        <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>El crib no puede sumar {points}: vale de 0 a 29, y nunca 19, 25, 26 ni 27.</translation>
    </message>
    <message>
        <source>{seat}&apos;s scores add up to {points}, but the front peg moved {moved}.</source>
        <translation>Las puntuaciones de {seat} suman {points}, pero la clavija delantera avanzó {moved}.</translation>
    </message>
    <message>
        <source>the peg moved</source>
        <translation>avance de la clavija</translation>
    </message>
    <message>
        <source>including 2 for his heels</source>
        <translation>incluidos 2 por la jota inicial</translation>
    </message>
    <message>
        <source>the crib</source>
        <translation>el crib</translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation>Tablero de Cribbage</translation>
    </message>
    <message>
        <source>Scoring calls</source>
        <translation>Puntos cantados</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Asiento {n}</translation>
    </message>
    <message>
        <source>{who}: {said} ({points})</source>
        <translation>{who}: {said} ({points})</translation>
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
        <source>to the left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <source>across</source>
        <translation>enfrente</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>sin pase</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Pass three cards, then avoid taking hearts and the queen of spades.</source>
        <translation>Pasa tres cartas y luego evita llevarte corazones y la reina de picas.</translation>
    </message>
    <message>
        <source>In Hearts you pass or play one card at a time, not &apos;{move}&apos;.</source>
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
        <source>Game ends at</source>
        <translation>Fin de partida</translation>
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
        <source>Lead the two of clubs.</source>
        <translation>Sal con el dos de tréboles.</translation>
    </message>
    <message>
        <source>Lead a card (hearts are not broken yet).</source>
        <translation>Sal con una carta (los corazones aún no se han roto).</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>Normalmente se juega a Corazones hasta 100 puntos. Sin embargo, los jugadores pueden fijar el final de la partida.</translation>
    </message>
    <message>
        <source>{seat} took the queen of spades.</source>
        <translation>{seat} se ha llevado la reina de picas.</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>pase</translation>
    </message>
    <message>
        <source>Next hand: pass {direction}.</source>
        <translation>Pase de la próxima mano: {direction}.</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points; the lowest total then wins.</source>
        <translation>Normalmente se juega a Corazones hasta 100 puntos; entonces gana el total más bajo.</translation>
    </message>
    <message>
        <source>Points taken</source>
        <translation>Puntos tomados</translation>
    </message>
    <message>
        <source>Shot the moon</source>
        <translation>Disparó a la luna</translation>
    </message>
    <message>
        <source>Next hand: no passing.</source>
        <translation>Próxima mano: sin pase.</translation>
    </message>
    <message>
        <source>A point for each heart taken, 13 for the queen of spades.</source>
        <translation>Un punto por cada corazón tomado, 13 por la reina de picas.</translation>
    </message>
    <message>
        <source>The player who took all 26 points: 0 to that player, 26 to every other.</source>
        <translation>El jugador que se llevó los 26 puntos: 0 para ese jugador y 26 para cada uno de los demás.</translation>
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
        <source>shot the moon</source>
        <translation>disparó a la luna</translation>
    </message>
    <message>
        <source>26 for the moon</source>
        <translation>26 por la luna</translation>
    </message>
    <message>
        <source>Lead the {card}, the card least likely to win.</source>
        <translation>Sal con {card}, la carta con menos probabilidades de ganar.</translation>
    </message>
    <message>
        <source>Bid made: play the {card}, the highest card that cannot win.</source>
        <translation>Apuesta cumplida: juega {card}, la carta más alta que no puede ganar.</translation>
    </message>
    <message>
        <source>Every card wins this trick: get rid of the {card}, the most dangerous.</source>
        <translation>Cualquier carta gana esta baza: deshazte de {card}, la más peligrosa.</translation>
    </message>
    <message>
        <source>Every card beats the trick so far: play the {card}, lowest, and hope it is overtaken.</source>
        <translation>Cualquier carta supera la baza por ahora: juega {card}, la más baja, y espera que la superen.</translation>
    </message>
    <message>
        <source>The bid cannot be made now: take this trick from a player who needs it with the {card}.</source>
        <translation>Ya no se puede cumplir la apuesta: quítale esta baza con {card} a un jugador que la necesita.</translation>
    </message>
    <message>
        <source>The bid cannot be made now: leave this trick with the {card}.</source>
        <translation>Ya no se puede cumplir la apuesta: deja pasar esta baza con {card}.</translation>
    </message>
    <message>
        <source>Still need tricks: take this one with the {card}.</source>
        <translation>Aún necesitas bazas: gana esta con {card}.</translation>
    </message>
    <message>
        <source>Still need tricks: try for this one with the {card}.</source>
        <translation>Aún necesitas bazas: intenta ganar esta con {card}.</translation>
    </message>
    <message>
        <source>This trick cannot be won: throw the {card}, the card least likely to win later.</source>
        <translation>Esta baza no se puede ganar: tira {card}, la carta con menos probabilidades de ganar más adelante.</translation>
    </message>
    <message>
        <source>Play the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Juega {card}: las bazas que aún necesitas deberían salir del resto de la mano.</translation>
    </message>
    <message>
        <source>Still need tricks: lead the {card}, which should win.</source>
        <translation>Aún necesitas bazas: sal con {card}, que debería ganar.</translation>
    </message>
    <message>
        <source>Lead the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Sal con {card}: las bazas que aún necesitas deberían salir del resto de la mano.</translation>
    </message>
    <message>
        <source>Bid {bid}: this hand should take about {expected} tricks.</source>
        <translation>Apuesta {bid}: esta mano debería hacer unas {expected} bazas.</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Oh Hell</translation>
    </message>
    <message>
        <source>Hands grow by a card each deal; bid the exact number of tricks you will take.</source>
        <translation>Las manos crecen una carta en cada reparto; apuesta el número exacto de bazas que harás.</translation>
    </message>
    <message>
        <source>{seat} made a bid of {bid}: {points} points.</source>
        <translation>{seat} ha cumplido su apuesta de {bid}: {points} puntos.</translation>
    </message>
    <message>
        <source>In Oh Hell you bid, then play one card at a time, not &apos;{move}&apos;.</source>
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
    <message numerus="yes">
        <source>Hand {number} of {total}: {n} cards</source>
        <extracomment>English singular: Hand {number} of {total}: {n} card</extracomment>
        <translation>
            <numerusform>Mano {number} de {total}: {n} carta</numerusform>
            <numerusform>Mano {number} de {total}: {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
        <translation>Apuesta cuántas bazas harás exactamente, del 0 al {cards}.</translation>
    </message>
    <message>
        <source>Play with a joker</source>
        <translation>Jugar con comodín</translation>
    </message>
    <message>
        <source>Hook rule</source>
        <translation>Regla del repartidor</translation>
    </message>
    <message>
        <source>Oh Hell with a joker</source>
        <translation>Oh Hell con comodín</translation>
    </message>
    <message>
        <source>53 cards: the joker stands for the turned-up card.</source>
        <translation>53 cartas: el comodín hace de la carta vuelta.</translation>
    </message>
    <message>
        <source>Oh Hell with the hook</source>
        <translation>Oh Hell con la regla del repartidor</translation>
    </message>
    <message>
        <source>The dealer may not make the bids add up to the number of tricks.</source>
        <translation>El repartidor no puede hacer que las apuestas sumen el número de bazas.</translation>
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
        <source>trump card</source>
        <translation>carta de triunfo</translation>
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
        <source>A joker is added to the pack. It stands for the turned-up card (which is itself out of play); if the joker is turned up, the hand is played at no trump.</source>
        <translation>Se añade un comodín a la baraja. Hace de la carta vuelta (que queda fuera de juego); si sale el comodín al volver la carta, la mano se juega sin triunfo.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not bid the number that makes the bids add up to the number of tricks, so that somebody must miss.</source>
        <translation>El repartidor, que apuesta el último, no puede apostar el número que haría que las apuestas sumaran el número de bazas, de modo que alguien tiene que fallar.</translation>
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
        <source>Cards in the first hand</source>
        <translation>Cartas en la primera mano</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Cumplida</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>The first hand deals this many cards to each player, each hand one more, up to 52 divided by the number of players.</source>
        <translation>En la primera mano se reparten estas cartas a cada jugador, y una más en cada mano, hasta 52 dividido entre el número de jugadores.</translation>
    </message>
    <message>
        <source>Who deals the first hand (0 = the first column); the deal passes to the left.</source>
        <translation>Quién reparte la primera mano (0 = la primera columna); el reparto pasa a la izquierda.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not make the bids add up to the number of tricks.</source>
        <translation>El repartidor, que apuesta el último, no puede hacer que las apuestas sumen el número de bazas.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bid.</source>
        <translation>Introduce la apuesta de {seat}.</translation>
    </message>
    <message>
        <source>Enter the tricks {seat} took.</source>
        <translation>Introduce las bazas que hizo {seat}.</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>The suit of the card turned up (the last hand is at no trump).</source>
        <translation>El palo de la carta vuelta (la última mano se juega sin triunfo).</translation>
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
        <source>NT</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>How many tricks each player bid: 0 to {cards}.</source>
        <translation>Cuántas bazas apostó cada jugador: de 0 a {cards}.</translation>
    </message>
    <message>
        <source>How many tricks each player took; they add up to {cards}.</source>
        <translation>Cuántas bazas hizo cada jugador; suman {cards}.</translation>
    </message>
    <message>
        <source>The last hand is played at no trump.</source>
        <translation>La última mano se juega sin triunfo.</translation>
    </message>
    <message>
        <source>{name} dealt</source>
        <translation>Repartió {name}</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <source>made the bid exactly</source>
        <translation>cumplió la apuesta exacta</translation>
    </message>
    <message>
        <source>Play the {card}: your side has its bid, so avoid bags.</source>
        <translation>Juega {card}: tu equipo ya tiene su apuesta, así que evita bazas extra.</translation>
    </message>
    <message>
        <source>Play the {card}: your nil must not win a trick.</source>
        <translation>Juega {card}: tu nil no debe ganar ninguna baza.</translation>
    </message>
    <message>
        <source>Play the {card} to protect your partner&apos;s nil.</source>
        <translation>Juega {card} para proteger el nil de tu compañero.</translation>
    </message>
    <message>
        <source>Play the {card} to leave the nil bidder winning the trick.</source>
        <translation>Juega {card} para que quien apostó nil se quede con la baza.</translation>
    </message>
    <message>
        <source>Play the {card}: your side needs tricks.</source>
        <translation>Juega {card}: tu equipo necesita bazas.</translation>
    </message>
    <message>
        <source>Look at your cards before bidding.</source>
        <translation>Mira tus cartas antes de apostar.</translation>
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
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Bid the tricks you will take with your partner; spades are always trumps.</source>
        <translation>Apuesta las bazas que harás con tu compañero; las picas siempre son triunfo.</translation>
    </message>
    <message>
        <source>Bid from 1 to {most} tricks.</source>
        <translation>Apuesta de 1 a {most} bazas.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Spades.</source>
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
        <source>Two of clubs leads</source>
        <translation>Sale el dos de tréboles</translation>
    </message>
    <message>
        <source>Nil bids</source>
        <translation>Apuestas de nil</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>Nil a ciegas</translation>
    </message>
    <message>
        <source>Blind nil exchange</source>
        <translation>Intercambio en nil a ciegas</translation>
    </message>
    <message>
        <source>Ten bags cost 100</source>
        <translation>Diez bazas extra cuestan 100</translation>
    </message>
    <message>
        <source>Spades, blind nil with an exchange</source>
        <translation>Picas, nil a ciegas con intercambio</translation>
    </message>
    <message>
        <source>A blind nil bidder and her partner pass each other one card after the bidding.</source>
        <translation>Quien apuesta nil a ciegas y su compañero se pasan una carta después de las apuestas.</translation>
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
        <source>People usually play Spades to 500 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>Normalmente se juega a Picas hasta 500 puntos. Sin embargo, los jugadores pueden fijar el final de la partida.</translation>
    </message>
    <message>
        <source>The two of clubs is the first card played after all bidding is done. Off: the player on the dealer&apos;s left leads any card but a spade.</source>
        <translation>El dos de tréboles es la primera carta que se juega una vez terminadas las apuestas. Desactivado: el jugador a la izquierda del repartidor sale con cualquier carta que no sea una pica.</translation>
    </message>
    <message>
        <source>A player may bid to take no trick at all: +50 if she takes none, -50 if she takes any. Off: every bid is at least 1.</source>
        <translation>Un jugador puede apostar a no hacer ninguna baza: +50 si no hace ninguna, -50 si hace alguna. Desactivado: toda apuesta es de al menos 1.</translation>
    </message>
    <message>
        <source>Partnerships only: before seeing her cards a player may bid nil blind, for +100 or -100.</source>
        <translation>Solo por parejas: antes de ver sus cartas, un jugador puede apostar nil a ciegas, por +100 o -100.</translation>
    </message>
    <message>
        <source>After a blind nil, the bidder passes one card to her partner, and her partner gives her one of theirs.</source>
        <translation>Tras un nil a ciegas, quien lo apostó pasa una carta a su compañero, y su compañero le da una de las suyas.</translation>
    </message>
    <message>
        <source>Overtricks (bags) score a point each; a side that collects 10 bags loses 100 points and starts counting again.</source>
        <translation>Las bazas extra valen un punto cada una; el equipo que acumula 10 pierde 100 puntos y empieza a contar de nuevo.</translation>
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
        <source>{seat} &amp; {other} reached 10 bags: {points} points.</source>
        <translation>{seat} y {other} han llegado a 10 bazas extra: {points} puntos.</translation>
    </message>
    <message>
        <source>{seat} reached 10 bags: {points} points.</source>
        <translation>{seat} ha llegado a 10 bazas extra: {points} puntos.</translation>
    </message>
    <message>
        <source>{seat}&apos;s {bid} failed ({took} taken).</source>
        <translation>El {bid} de {seat} ha fallado ({took} bazas).</translation>
    </message>
    <message>
        <source>{seat} made {bid}.</source>
        <translation>{seat} ha cumplido su {bid}.</translation>
    </message>
    <message>
        <source>{seat} &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>{seat} y {other} han fallado: apuesta {bid}, bazas {took}.</translation>
    </message>
    <message>
        <source>{seat} was set: bid {bid}, took {took}.</source>
        <translation>{seat} ha fallado: apuesta {bid}, bazas {took}.</translation>
    </message>
    <message>
        <source>nil · took {took}</source>
        <translation>nil · bazas {took}</translation>
    </message>
    <message numerus="yes">
        <source>Better on average than the usual play, over {n} imagined deals.</source>
        <extracomment>English singular: Better on average than the usual play, over {n} imagined deal.</extracomment>
        <translation>
            <numerusform>En promedio mejor que la jugada habitual, en {n} reparto imaginado.</numerusform>
            <numerusform>En promedio mejor que la jugada habitual, en {n} repartos imaginados.</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal first.</source>
        <translation>Repartes tú primero.</translation>
    </message>
    <message>
        <source>{seat} deals first.</source>
        <translation>{seat} reparte primero.</translation>
    </message>
    <message>
        <source>You have no {suit}: play any card.</source>
        <translation>No tienes {suit}: juega cualquier carta.</translation>
    </message>
    <message>
        <source>You have no {suit}: head the trick with a trump.</source>
        <translation>No tienes {suit}: gana la baza con un triunfo.</translation>
    </message>
    <message>
        <source>You doubled {other}</source>
        <translation>Doblaste a {other}</translation>
    </message>
    <message>
        <source>You doubled {count} players</source>
        <translation>Doblaste a {count} jugadores</translation>
    </message>
    <message>
        <source>You declared {name}.</source>
        <translation>Has declarado {name}.</translation>
    </message>
    <message>
        <source>You went out first.</source>
        <translation>Te has quedado sin cartas el primero.</translation>
    </message>
    <message>
        <source>You took the king of hearts.</source>
        <translation>Te has llevado el rey de corazones.</translation>
    </message>
    <message>
        <source>You declare next; contracts still to play: {contracts}.</source>
        <translation>Declaras a continuación; contratos pendientes: {contracts}.</translation>
    </message>
    <message>
        <source>Doubles of you still owed: {tally}.</source>
        <translation>Doblos pendientes a ti: {tally}.</translation>
    </message>
    <message>
        <source>Every compulsory double of you has been made.</source>
        <translation>Ya se han hecho todos los doblos obligatorios a ti.</translation>
    </message>
    <message>
        <source>You must double declarer on the next hand.</source>
        <translation>Debes doblar al declarante en la próxima mano.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Te has quedado sin cartas.</translation>
    </message>
    <message>
        <source>You reached {target}: the game is over.</source>
        <translation>Has llegado a {target}: la partida ha terminado.</translation>
    </message>
    <message>
        <source>You deal next.</source>
        <translation>Repartes a continuación.</translation>
    </message>
    <message>
        <source>You peg first and count first.</source>
        <translation>Juegas primero y cuentas primero.</translation>
    </message>
    <message>
        <source>You are double skunked (under 61): the win counts triple.</source>
        <translation>Te quedas doble zapatero (menos de 61): la victoria cuenta triple.</translation>
    </message>
    <message>
        <source>You are skunked (under 91): the win counts double.</source>
        <translation>Te quedas zapatero (menos de 91): la victoria cuenta doble.</translation>
    </message>
    <message>
        <source>Play the {card}: it gives the others the fewest openings.</source>
        <translation>Juega {card}: es la carta que menos posibilidades abre a los demás.</translation>
    </message>
    <message>
        <source>No card of yours fits: pass.</source>
        <translation>No encaja ninguna de tus cartas: pasa.</translation>
    </message>
    <message>
        <source>No card of yours fits: draw.</source>
        <translation>No encaja ninguna de tus cartas: roba.</translation>
    </message>
    <message>
        <source>Pass the {card}: far from its seven, it would be among your last cards.</source>
        <translation>Pasa {card}: lejos de su siete, estaría entre tus últimas cartas.</translation>
    </message>
    <message>
        <source>Play several cards at once: fewer left in your hand.</source>
        <translation>Juega varias cartas a la vez: te quedarán menos en la mano.</translation>
    </message>
    <message>
        <source>Play the {card} early: you hold far cards of its suit.</source>
        <translation>Juega pronto {card}: tienes cartas de su palo lejos del siete.</translation>
    </message>
    <message>
        <source>Play the {card}: nobody can build on it.</source>
        <translation>Juega {card}: nadie puede seguir la fila más allá.</translation>
    </message>
    <message>
        <source>Play the {card}: it opens nothing for the others.</source>
        <translation>Juega {card}: no abre nada a los demás.</translation>
    </message>
    <message>
        <source>The {card} does not fit: a row builds from its seven down to the ace and up to the king, one card at a time.</source>
        <translation>La carta {card} no encaja: una fila se forma a partir de su siete, bajando hasta el as y subiendo hasta el rey, de carta en carta.</translation>
    </message>
    <message>
        <source>The cards have been passed: play now.</source>
        <translation>Ya se han pasado las cartas: ahora juega.</translation>
    </message>
    <message>
        <source>You cannot play: draw from the stock.</source>
        <translation>No puedes jugar: roba del mazo.</translation>
    </message>
    <message>
        <source>{move} is not a move of Fan Tan: play a card, pass or draw.</source>
        <translation>{move} no es una jugada del Fan Tan: juega una carta, pasa o roba.</translation>
    </message>
    <message>
        <source>These cards cannot be played together.</source>
        <translation>Estas cartas no se pueden jugar juntas.</translation>
    </message>
    <message>
        <source>A seven opens its own suit&apos;s row.</source>
        <translation>Un siete abre la fila de su propio palo.</translation>
    </message>
    <message>
        <source>Say which row the {card} goes on.</source>
        <translation>Indica en qué fila va {card}.</translation>
    </message>
    <message>
        <source>Choose three cards to pass before play begins.</source>
        <translation>Elige tres cartas para pasar antes de empezar a jugar.</translation>
    </message>
    <message>
        <source>A card of yours fits: if you can play, you must.</source>
        <translation>Una de tus cartas encaja: si puedes jugar, debes hacerlo.</translation>
    </message>
    <message>
        <source>The stock is empty: pass.</source>
        <translation>El mazo está vacío: pasa.</translation>
    </message>
    <message>
        <source>The seven of trumps is always played as a trump.</source>
        <translation>El siete de triunfo siempre se juega como triunfo.</translation>
    </message>
    <message>
        <source>Cards are played on their own suit&apos;s row.</source>
        <translation>Las cartas se juegan en la fila de su propio palo.</translation>
    </message>
    <message>
        <source>Only a trump may stand for a card of another suit.</source>
        <translation>Solo un triunfo puede sustituir a una carta de otro palo.</translation>
    </message>
    <message>
        <source>Only a card displaced by a trump is played on the trump row.</source>
        <translation>En la fila de triunfo solo se juega una carta sustituida por un triunfo.</translation>
    </message>
    <message>
        <source>A trump took the place of the {card}: it must be played on the trump row.</source>
        <translation>Un triunfo ha ocupado el lugar de {card}: esa carta debe jugarse en la fila de triunfo.</translation>
    </message>
    <message>
        <source>A card you drew fits: you must play it.</source>
        <translation>Una carta que has robado encaja: debes jugarla.</translation>
    </message>
    <message>
        <source>There is no stock in this game: pass.</source>
        <translation>En esta partida no hay mazo: pasa.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Odd cards</source>
        <translation>Cartas sobrantes</translation>
    </message>
    <message>
        <source>Turned-up trumps</source>
        <translation>Triunfos boca arriba</translation>
    </message>
    <message>
        <source>Pass three cards (Hearts Tan)</source>
        <translation>Pasar tres cartas (Hearts Tan)</translation>
    </message>
    <message>
        <source>Incremental drawing</source>
        <translation>Robo creciente</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Escaleras</translation>
    </message>
    <message>
        <source>Multiples</source>
        <translation>Múltiples</translation>
    </message>
    <message>
        <source>Parallel runs</source>
        <translation>Escaleras paralelas</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan</source>
        <translation>Fan Tan con dos barajas</translation>
    </message>
    <message>
        <source>Two packs for four to ten players: each seven opens its own row, and a play is no longer sure.</source>
        <translation>Dos barajas, de cuatro a diez jugadores: cada siete abre su propia fila y ya ninguna jugada es segura.</translation>
    </message>
    <message>
        <source>Trump Fan Tan</source>
        <translation>Fan Tan con triunfo</translation>
    </message>
    <message>
        <source>Spades are trumps: a spade may stand for the card of its rank in another suit.</source>
        <translation>Las picas son triunfo: una pica puede sustituir a la carta de su mismo valor de otro palo.</translation>
    </message>
    <message>
        <source>Double Deck Trump Fan Tan</source>
        <translation>Fan Tan con dos barajas y triunfo</translation>
    </message>
    <message>
        <source>Double Deck and Trump Fan Tan at the same time.</source>
        <translation>Fan Tan con dos barajas y Fan Tan con triunfo a la vez.</translation>
    </message>
    <message>
        <source>Hearts Tan</source>
        <translation>Hearts Tan</translation>
    </message>
    <message>
        <source>Pass three cards before each hand, as in Hearts.</source>
        <translation>Pasa tres cartas antes de cada mano, como en Corazones.</translation>
    </message>
    <message>
        <source>Crazy Tan</source>
        <translation>Crazy Tan</translation>
    </message>
    <message>
        <source>Seven cards each and a stock: play or draw, one more card each time nobody plays.</source>
        <translation>Siete cartas cada uno y un mazo: juega o roba, una carta más cada vez que nadie juega.</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan: two packs, &quot;recommended for seven or more players&quot;; each seven opens its own row. Automatic: two packs from seven players.</source>
        <translation>Fan Tan con dos barajas: dos barajas, «recomendado para siete o más jugadores»; cada siete abre su propia fila. Automático: dos barajas a partir de siete jugadores.</translation>
    </message>
    <message>
        <source>All the cards are dealt out; Crazy Tan: &quot;deal seven cards to each player&quot;, the rest face down as a stock. Automatic: Crazy Tan for two players, all the cards for three or more.</source>
        <translation>Se reparten todas las cartas; Crazy Tan: «reparte siete cartas a cada jugador», y el resto, boca abajo, forma el mazo. Automático: Crazy Tan con dos jugadores, todas las cartas con tres o más.</translation>
    </message>
    <message>
        <source>Cards that do not share out evenly are dealt round as usual (some players hold one more), or &quot;simply turn the extra cards face up&quot;: they go onto the rows by themselves as soon as they fit.</source>
        <translation>Las cartas que no se reparten por igual se dan como de costumbre (algunos jugadores tienen una más), o «simplemente se ponen boca arriba las cartas sobrantes»: van solas a las filas en cuanto encajan.</translation>
    </message>
    <message>
        <source>Trump Fan Tan: a trump may stand for the card of its rank in another suit; the card it displaced is then played on the trump row. The last choice takes the suit of the last card turned face up (spades if none is turned up).</source>
        <translation>Fan Tan con triunfo: un triunfo puede sustituir a la carta de su mismo valor de otro palo; la carta sustituida se juega luego en la fila de triunfo. La última opción toma el palo de la última carta puesta boca arriba (picas si no hay ninguna).</translation>
    </message>
    <message>
        <source>When the last turned-up card names trumps, a trump turned up either &quot;must be played as trump on the trump pile&quot; or &quot;replaces the first card it can&quot;.</source>
        <translation>Cuando la última carta boca arriba fija el triunfo, un triunfo boca arriba «debe jugarse como triunfo en la fila de triunfo» o «sustituye a la primera carta que puede».</translation>
    </message>
    <message>
        <source>Hearts-style passing before play: with four players left, right, across, then no pass; with other numbers to the left skipping none, then one, then two players..., and no pass on every n-th hand.</source>
        <translation>Pase al estilo de Corazones antes de jugar: con cuatro jugadores, a la izquierda, a la derecha, enfrente y luego sin pase; con otro número de jugadores, a la izquierda sin saltar a nadie, luego saltando a uno, luego a dos jugadores…, y sin pase cada n-ésima mano.</translation>
    </message>
    <message>
        <source>Crazy Tan: a player who cannot play draws one card more than the player before drew (one, two, three...); the count starts again once someone plays.</source>
        <translation>Crazy Tan: quien no puede jugar roba una carta más de las que robó el jugador anterior (una, dos, tres…); la cuenta vuelve a empezar en cuanto alguien juega.</translation>
    </message>
    <message>
        <source>Consecutive cards of one suit that all fit may be played at once (one pack only).</source>
        <translation>Varias cartas consecutivas de un mismo palo que encajan todas se pueden jugar a la vez (solo con una baraja).</translation>
    </message>
    <message>
        <source>Two or more cards of one rank that can all be played may be played in one turn (one pack only).</source>
        <translation>Dos o más cartas del mismo valor que se pueden jugar todas se pueden jugar en un mismo turno (solo con una baraja).</translation>
    </message>
    <message>
        <source>With runs and multiples: runs of the same ranks in several suits at once.</source>
        <translation>Con escaleras y múltiples: escaleras de los mismos valores en varios palos a la vez.</translation>
    </message>
    <message>
        <source>Each loser pays the winner a point for every card still held (Hoyle&apos;s settlement), or the winner scores a point for the hand.</source>
        <translation>Cada perdedor paga al ganador un punto por cada carta que aún tiene en la mano (la liquidación de Hoyle), o el ganador se anota un punto por la mano.</translation>
    </message>
    <message>
        <source>The match is a fixed number of hands (by default each player deals twice), the highest total winning, or ends when a player reaches the target.</source>
        <translation>La partida consta de un número fijo de manos (por defecto, cada jugador reparte dos veces) y gana el total más alto, o termina cuando un jugador llega al objetivo.</translation>
    </message>
    <message>
        <source>0: five points for each player with a point per card, five hands won with a point per hand.</source>
        <translation>0: cinco puntos por jugador con un punto por carta, cinco manos ganadas con un punto por mano.</translation>
    </message>
    <message>
        <source>With a fixed number of hands: how many (0: each player deals twice).</source>
        <translation>Con un número fijo de manos: cuántas (0: cada jugador reparte dos veces).</translation>
    </message>
    <message>
        <source>Crazy Tan is played with one pack, by two to six players, not {players}</source>
        <translation>Crazy Tan se juega con una sola baraja, de dos a seis jugadores, no {players}</translation>
    </message>
    <message>
        <source>Fan Tan with one pack is for three to six players, not {players}; two may play Crazy Tan, seven or more Double Deck</source>
        <translation>el Fan Tan con una baraja es para tres a seis jugadores, no {players}; dos pueden jugar a Crazy Tan, y siete o más a Fan Tan con dos barajas</translation>
    </message>
    <message>
        <source>trumps from the last turned-up card need the odd cards turned face up</source>
        <translation>el triunfo de la última carta boca arriba requiere poner boca arriba las cartas sobrantes</translation>
    </message>
    <message>
        <source>runs and multiples are played with one pack, where a suit has one row</source>
        <translation>las escaleras y los múltiples se juegan con una sola baraja, donde cada palo tiene una sola fila</translation>
    </message>
    <message>
        <source>parallel runs combine runs and multiples: choose both</source>
        <translation>las escaleras paralelas combinan escaleras y múltiples: elige ambas opciones</translation>
    </message>
    <message>
        <source>Two packs (Double Deck)</source>
        <translation>Dos barajas (Fan Tan con dos barajas)</translation>
    </message>
    <message>
        <source>All the cards</source>
        <translation>Todas las cartas</translation>
    </message>
    <message>
        <source>Seven each and a stock (Crazy Tan)</source>
        <translation>Siete a cada uno y un mazo (Crazy Tan)</translation>
    </message>
    <message>
        <source>Dealt round</source>
        <translation>Repartidas</translation>
    </message>
    <message>
        <source>Turned face up</source>
        <translation>Boca arriba</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Picas</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Corazones</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Diamantes</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Tréboles</translation>
    </message>
    <message>
        <source>The suit of the last turned-up card</source>
        <translation>El palo de la última carta boca arriba</translation>
    </message>
    <message>
        <source>Played on the trump row</source>
        <translation>Se juega en la fila del triunfo</translation>
    </message>
    <message>
        <source>Takes the first place it can</source>
        <translation>Toma el primer sitio posible</translation>
    </message>
    <message>
        <source>A point per card held, paid to the winner</source>
        <translation>Un punto por carta en la mano, pagado al ganador</translation>
    </message>
    <message>
        <source>A point per hand won</source>
        <translation>Un punto por mano ganada</translation>
    </message>
    <message>
        <source>A fixed number of hands</source>
        <translation>Un número fijo de manos</translation>
    </message>
    <message>
        <source>First to the target</source>
        <translation>El primero en llegar al objetivo</translation>
    </message>
    <message>
        <source>Crazy Tan is for two to six players, not {players}</source>
        <translation>Crazy Tan es para dos a seis jugadores, no {players}</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan is for four to ten players, not {players}</source>
        <translation>Fan Tan con dos barajas es para cuatro a diez jugadores, no {players}</translation>
    </message>
    <message>
        <source>to the left, skipping one player</source>
        <translation>a la izquierda, saltando a un jugador</translation>
    </message>
    <message>
        <source>to the left, skipping two players</source>
        <translation>a la izquierda, saltando a dos jugadores</translation>
    </message>
    <message>
        <source>to the left, skipping three players</source>
        <translation>a la izquierda, saltando a tres jugadores</translation>
    </message>
    <message>
        <source>to the left, skipping four players</source>
        <translation>a la izquierda, saltando a cuatro jugadores</translation>
    </message>
    <message>
        <source>to the left, skipping five players</source>
        <translation>a la izquierda, saltando a cinco jugadores</translation>
    </message>
    <message>
        <source>to the left, skipping six players</source>
        <translation>a la izquierda, saltando a seis jugadores</translation>
    </message>
    <message>
        <source>to the left, skipping seven players</source>
        <translation>a la izquierda, saltando a siete jugadores</translation>
    </message>
    <message>
        <source>to the left, skipping eight players</source>
        <translation>a la izquierda, saltando a ocho jugadores</translation>
    </message>
    <message>
        <source>Fan Tan</source>
        <translation>Fan Tan</translation>
    </message>
    <message>
        <source>Sevens open the rows; build each suit down to the ace and up to the king. Play if you can, pass if you cannot: the first out of cards wins.</source>
        <translation>Los sietes abren las filas; completa cada palo bajando hasta el as y subiendo hasta el rey. Juega si puedes y pasa si no puedes: gana el primero que se queda sin cartas.</translation>
    </message>
    <message>
        <source>You hold no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>No tienes cartas, pero fue {other} quien se quedó sin cartas: los demás jugadores tienen aún al menos una.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but you went out: every other player still holds at least one.</source>
        <translation>{seat} no tiene cartas, pero fuiste tú quien se quedó sin cartas: los demás jugadores tienen aún al menos una.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>{seat} no tiene cartas, pero fue {other} quien se quedó sin cartas: los demás jugadores tienen aún al menos una.</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: You cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>No puedes tener {n} carta: con {players} jugadores nadie recibe más de {most}, y una mano solo puede disminuir.</numerusform>
            <numerusform>No puedes tener {n} cartas: con {players} jugadores nadie recibe más de {most}, y una mano solo puede disminuir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>{seat} no puede tener {n} carta: con {players} jugadores nadie recibe más de {most}, y una mano solo puede disminuir.</numerusform>
            <numerusform>{seat} no puede tener {n} cartas: con {players} jugadores nadie recibe más de {most}, y una mano solo puede disminuir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic, as the game deals: Crazy Tan for two players, one pack up to six, two from seven.</source>
        <translation>Automático, como reparte el juego: Crazy Tan con dos jugadores, una baraja hasta seis, dos a partir de siete.</translation>
    </message>
    <message>
        <source>0: a fixed number of hands. The game&apos;s own targets: five points a player, or five hands won.</source>
        <translation>0: un número fijo de manos. Los objetivos propios del juego: cinco puntos por jugador, o cinco manos ganadas.</translation>
    </message>
    <message>
        <source>Without a target, the match&apos;s length (0: each player deals twice).</source>
        <translation>Sin objetivo, la duración de la partida (0: cada jugador reparte dos veces).</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: You cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>No puedes tener {n} carta: cada jugador recibe {dealt} y el mazo tiene {stock}, así que nadie tiene más de {most}.</numerusform>
            <numerusform>No puedes tener {n} cartas: cada jugador recibe {dealt} y el mazo tiene {stock}, así que nadie tiene más de {most}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>{seat} no puede tener {n} carta: cada jugador recibe {dealt} y el mazo tiene {stock}, así que nadie tiene más de {most}.</numerusform>
            <numerusform>{seat} no puede tener {n} cartas: cada jugador recibe {dealt} y el mazo tiene {stock}, así que nadie tiene más de {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>One pack, all dealt</source>
        <translation>Una baraja, todas repartidas</translation>
    </message>
    <message>
        <source>One pack, the odd cards face up</source>
        <translation>Una baraja, cartas sobrantes boca arriba</translation>
    </message>
    <message>
        <source>Two packs, all dealt</source>
        <translation>Dos barajas, todas repartidas</translation>
    </message>
    <message>
        <source>Two packs, the odd cards face up</source>
        <translation>Dos barajas, cartas sobrantes boca arriba</translation>
    </message>
    <message>
        <source>Only one player goes out: the hand ends as soon as the first has played all of their cards.</source>
        <translation>Solo un jugador se queda sin cartas: la mano termina en cuanto el primero ha jugado todas sus cartas.</translation>
    </message>
    <message>
        <source>Enter how many cards you still held as a whole number.</source>
        <translation>Introduce como número entero cuántas cartas te quedaban.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held as a whole number.</source>
        <translation>Introduce como número entero cuántas cartas le quedaban a {seat}.</translation>
    </message>
    <message>
        <source>The cards left add up to {total}, but at most {most} can be left: the {dealt} cards dealt to the player who went out are on the table.</source>
        <translation>Las cartas restantes suman {total}, pero como mucho pueden quedar {most}: las {dealt} cartas repartidas al jugador que se quedó sin cartas están en la mesa.</translation>
    </message>
    <message>
        <source>Hands won: {tally}.</source>
        <translation>Manos ganadas: {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {hands} hands: {n} hands to play; the highest total wins.</source>
        <extracomment>English singular: A match of {hands} hands: {n} hand to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Una partida de {hands} manos: queda {n} mano por jugar; gana el total más alto.</numerusform>
            <numerusform>Una partida de {hands} manos: quedan {n} manos por jugar; gana el total más alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first player to play all of their cards: the hand ends there.</source>
        <translation>El primer jugador que juega todas sus cartas: la mano termina ahí.</translation>
    </message>
    <message>
        <source>Choose who went out: a hand of Fan Tan ends when one player has played all of their cards.</source>
        <translation>Elige quién se quedó sin cartas: una mano de Fan Tan termina cuando un jugador ha jugado todas sus cartas.</translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides you hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides you holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>Además de ti, {n} jugador no tiene cartas, pero solo uno puede quedarse sin cartas.</numerusform>
            <numerusform>Además de ti, {n} jugadores no tienen cartas, pero solo uno puede quedarse sin cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides {seat} hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides {seat} holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>Además de {seat}, {n} jugador no tiene cartas, pero solo uno puede quedarse sin cartas.</numerusform>
            <numerusform>Además de {seat}, {n} jugadores no tienen cartas, pero solo uno puede quedarse sin cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} players hold {most} cards, but with {players} players only {n} players are dealt that many.</source>
        <extracomment>English singular: {count} players hold {most} cards, but with {players} players only {n} player is dealt that many.</extracomment>
        <translation>
            <numerusform>{count} jugadores tienen {most} cartas, pero con {players} jugadores solo {n} jugador recibe tantas.</numerusform>
            <numerusform>{count} jugadores tienen {most} cartas, pero con {players} jugadores solo {n} jugadores reciben tantas.</numerusform>
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
            <numerusform>La partida termina cuando un jugador llega a {n} punto; gana el total más alto.</numerusform>
            <numerusform>La partida termina cuando un jugador llega a {n} puntos; gana el total más alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many cards each player still held: 0 for the player who went out, 1 to {most} for the others with this deal.</source>
        <translation>Cuántas cartas le quedaban a cada jugador: 0 para el que se quedó sin cartas, de 1 a {most} para los demás con este reparto.</translation>
    </message>
    <message>
        <source>You went out, so you hold no cards.</source>
        <translation>Te quedaste sin cartas, así que no tienes ninguna.</translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards.</source>
        <translation>{seat} se quedó sin cartas, así que no tiene ninguna.</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player has won {n} hands.</source>
        <extracomment>English singular: The match ends when a player has won {n} hand.</extracomment>
        <translation>
            <numerusform>La partida termina cuando un jugador ha ganado {n} mano.</numerusform>
            <numerusform>La partida termina cuando un jugador ha ganado {n} manos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many cards you still held.</source>
        <translation>Introduce cuántas cartas te quedaban.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held.</source>
        <translation>Introduce cuántas cartas le quedaban a {seat}.</translation>
    </message>
    <message>
        <source>You cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>No puedes tener {count} cartas: un jugador tiene 0 cartas o más.</translation>
    </message>
    <message>
        <source>{seat} cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>{seat} no puede tener {count} cartas: un jugador tiene 0 cartas o más.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row. You must play if you can.</source>
        <translation>Juega un siete o la siguiente carta de una fila. Debes jugar si puedes.</translation>
    </message>
    <message numerus="yes">
        <source>No card of yours fits: draw {n} cards.</source>
        <extracomment>English singular: No card of yours fits: draw {n} card.</extracomment>
        <translation>
            <numerusform>No encaja ninguna de tus cartas: roba {n} carta.</numerusform>
            <numerusform>No encaja ninguna de tus cartas: roba {n} cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row; a trump may stand for a card of its rank. You must play if you can.</source>
        <translation>Juega un siete o la siguiente carta de una fila; un triunfo puede sustituir a una carta de su mismo valor. Debes jugar si puedes.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pasó</translation>
    </message>
    <message>
        <source>Waiting for {seat} to pass.</source>
        <translation>Esperando a que {seat} pase sus cartas.</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>robó</translation>
    </message>
    <message>
        <source>Turning the top card is the only move in Camicia: it is all luck.</source>
        <translation>En Camicia, voltear la carta de arriba es la única jugada: todo es cuestión de suerte.</translation>
    </message>
    <message>
        <source>Camicia</source>
        <translation>Camicia</translation>
    </message>
    <message>
        <source>The Italian Beggar-My-Neighbour: turn your cards in turn; aces, twos and threes attack for one, two or three cards, and whoever runs out of cards loses.</source>
        <translation>El Beggar-My-Neighbour italiano: voltea tus cartas por turnos; los ases, los doses y los treses atacan pidiendo una, dos o tres cartas, y quien se queda sin cartas pierde.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Games to win</source>
        <translation>Partidas a ganar</translation>
    </message>
    <message>
        <source>The rules use the Italian deck; the French deck works the same way with more cards.</source>
        <translation>Las reglas usan la baraja italiana; la baraja francesa funciona igual, con más cartas.</translation>
    </message>
    <message>
        <source>The match goes to the first player to win this many games.</source>
        <translation>El encuentro es para el primer jugador que gane este número de partidas.</translation>
    </message>
    <message>
        <source>Italian, 40 cards</source>
        <translation>Italiana, 40 cartas</translation>
    </message>
    <message>
        <source>French, 52 cards</source>
        <translation>Francesa, 52 cartas</translation>
    </message>
    <message>
        <source>Cards turned</source>
        <translation>Cartas volteadas</translation>
    </message>
    <message>
        <source>Endless deal</source>
        <translation>Partida sin fin</translation>
    </message>
    <message>
        <source>Say whether the deal was endless: yes or no.</source>
        <translation>Indica si la partida fue sin fin: sí o no.</translation>
    </message>
    <message>
        <source>An endless deal has no winner: nobody ran out of cards.</source>
        <translation>Una partida sin fin no tiene ganador: nadie se quedó sin cartas.</translation>
    </message>
    <message>
        <source>Enter the number of cards turned as a whole number.</source>
        <translation>Introduce como número entero cuántas cartas se voltearon.</translation>
    </message>
    <message>
        <source>No game goes past {limit} cards turned: the deal is stopped there as endless.</source>
        <translation>Ninguna partida pasa de {limit} cartas volteadas: ahí se detiene como sin fin.</translation>
    </message>
    <message>
        <source>An endless deal turns at least {fewest} cards: the packets come back only after a pile is taken.</source>
        <translation>En una partida sin fin se voltean al menos {fewest} cartas: los montones solo vuelven después de que alguien se lleve una pila.</translation>
    </message>
    <message>
        <source>{turned} cards are too few: the loser turned every card of their packet, {half} at least.</source>
        <translation>{turned} cartas son muy pocas: el perdedor volteó todas las cartas de su montón, al menos {half}.</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>sin fin</translation>
    </message>
    <message>
        <source>Longest game: {turned} cards turned (game {game}).</source>
        <translation>Partida más larga: {turned} cartas volteadas (partida {game}).</translation>
    </message>
    <message>
        <source>Shortest game: {turned} cards turned (game {game}).</source>
        <translation>Partida más corta: {turned} cartas volteadas (partida {game}).</translation>
    </message>
    <message numerus="yes">
        <source>{n} endless deals, won by nobody.</source>
        <extracomment>English singular: {n} endless deal, won by nobody.</extracomment>
        <translation>
            <numerusform>{n} partida sin fin, sin ganador.</numerusform>
            <numerusform>{n} partidas sin fin, sin ganador.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match goes to the first player to win {n} games.</source>
        <extracomment>English singular: The match goes to the first player to win {n} game.</extracomment>
        <translation>
            <numerusform>El encuentro es para el primer jugador que gane {n} partida.</numerusform>
            <numerusform>El encuentro es para el primer jugador que gane {n} partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player who still had cards when the other ran out; none for an endless deal.</source>
        <translation>El jugador que aún tenía cartas cuando el otro se quedó sin ellas; ninguno en una partida sin fin.</translation>
    </message>
    <message>
        <source>The same packets came back (or the game went on for ever): nobody won.</source>
        <translation>Han vuelto los mismos montones (o la partida no terminaba nunca): nadie ganó.</translation>
    </message>
    <message>
        <source>Choose the winner, or mark the deal as endless.</source>
        <translation>Elige al ganador, o marca la partida como sin fin.</translation>
    </message>
    <message>
        <source>All the cards both players turned, from {fewest} to {limit}.</source>
        <translation>Todas las cartas que voltearon los dos jugadores, de {fewest} a {limit}.</translation>
    </message>
    <message>
        <source>The winner is not at this table.</source>
        <translation>El ganador no está en esta mesa.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>In Camicia the only move is to turn the top card of your packet.</source>
        <translation>En Camicia la única jugada es voltear la carta de arriba de tu montón.</translation>
    </message>
    <message>
        <source>You won: {other} ran out of cards.</source>
        <translation>Has ganado: {other} se ha quedado sin cartas.</translation>
    </message>
    <message>
        <source>{seat} won: you ran out of cards.</source>
        <translation>{seat} ha ganado: te has quedado sin cartas.</translation>
    </message>
    <message>
        <source>{seat} won: {other} ran out of cards.</source>
        <translation>{seat} ha ganado: {other} se ha quedado sin cartas.</translation>
    </message>
    <message>
        <source>The same packets came back: this deal would never end.</source>
        <translation>Han vuelto los mismos montones: esta partida no terminaría nunca.</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards turned without a winner: the deal is stopped as endless.</source>
        <extracomment>English singular: {n} card turned without a winner: the deal is stopped as endless.</extracomment>
        <translation>
            <numerusform>{n} carta volteada sin ganador: la partida se detiene como sin fin.</numerusform>
            <numerusform>{n} cartas volteadas sin ganador: la partida se detiene como sin fin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn your top card.</source>
        <translation>Voltea la carta de arriba de tu montón.</translation>
    </message>
    <message numerus="yes">
        <source>Turn {n} more cards: answer the attack.</source>
        <extracomment>English singular: Turn {n} more card: answer the attack.</extracomment>
        <translation>
            <numerusform>Voltea {n} carta más: responde al ataque.</numerusform>
            <numerusform>Voltea {n} cartas más: responde al ataque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: {n} cards in your packet</source>
        <extracomment>English singular: You: {n} card in your packet</extracomment>
        <translation>
            <numerusform>Tú: {n} carta en tu montón</numerusform>
            <numerusform>Tú: {n} cartas en tu montón</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} cards in the packet</source>
        <extracomment>English singular: {seat}: {n} card in the packet</extracomment>
        <translation>
            <numerusform>{seat}: {n} carta en el montón</numerusform>
            <numerusform>{seat}: {n} cartas en el montón</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned: {n} cards</source>
        <extracomment>English singular: Turned: {n} card</extracomment>
        <translation>
            <numerusform>Cartas volteadas: {n}</numerusform>
            <numerusform>Cartas volteadas: {n}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: {n} cards to answer</source>
        <extracomment>English singular: Attack: {n} card to answer</extracomment>
        <translation>
            <numerusform>Ataque: {n} carta por responder</numerusform>
            <numerusform>Ataque: {n} cartas por responder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The turned card takes the table card worth the most: {n} points.</source>
        <extracomment>English singular: The turned card takes the table card worth the most: {n} point.</extracomment>
        <translation>
            <numerusform>La carta vuelta se lleva la carta de la mesa que más vale: {n} punto.</numerusform>
            <numerusform>La carta vuelta se lleva la carta de la mesa que más vale: {n} puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This pair is worth {n} points.</source>
        <extracomment>English singular: This pair is worth {n} point.</extracomment>
        <translation>
            <numerusform>Esta pareja vale {n} punto.</numerusform>
            <numerusform>Esta pareja vale {n} puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>This card gives the others the least to take.</source>
        <translation>Esta carta es la que menos regala a los demás.</translation>
    </message>
    <message>
        <source>Nothing left unseen makes ten with this card: nobody can take it.</source>
        <translation>Ninguna carta que aún no se ha visto suma diez con esta: nadie puede llevársela.</translation>
    </message>
    <message>
        <source>Pair a hand card with a table card, lay a card, or take with the turned card.</source>
        <translation>Empareja una carta de tu mano con una de la mesa, deja una carta o llévate una carta con la carta vuelta.</translation>
    </message>
    <message>
        <source>The turned {card} does not make ten with that table card.</source>
        <translation>La carta vuelta, {card}, no suma diez con esa carta de la mesa.</translation>
    </message>
    <message>
        <source>You take with the turned card only when it pairs with several table cards.</source>
        <translation>Solo te llevas una carta con la carta vuelta cuando esta se empareja con varias cartas de la mesa.</translation>
    </message>
    <message>
        <source>No card of yours makes ten with a table card: lay a card.</source>
        <translation>Ninguna de tus cartas suma diez con una carta de la mesa: deja una carta.</translation>
    </message>
    <message>
        <source>Choose first the table card the turned {card} takes.</source>
        <translation>Elige primero la carta de la mesa que se lleva la carta vuelta, {card}.</translation>
    </message>
    <message>
        <source>That card is not on the table.</source>
        <translation>Esa carta no está en la mesa.</translation>
    </message>
    <message>
        <source>A pair is one card of your hand and one card of the table.</source>
        <translation>Una pareja es una carta de tu mano y una carta de la mesa.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>No tienes esa carta.</translation>
    </message>
    <message>
        <source>That card does not make ten with that table card.</source>
        <translation>Esa carta no suma diez con esa carta de la mesa.</translation>
    </message>
    <message>
        <source>Lay one card at a time.</source>
        <translation>Deja una sola carta cada vez.</translation>
    </message>
    <message>
        <source>You can make a pair, so you may not lay a card.</source>
        <translation>Puedes formar una pareja, así que no puedes dejar una carta.</translation>
    </message>
    <message>
        <source>Followed round the table, this move leaves you the most points against the others.</source>
        <translation>Seguida por toda la vuelta de la mesa, esta jugada te deja más puntos frente a los demás.</translation>
    </message>
    <message>
        <source>Chinese Ten</source>
        <translation>Diez chino</translation>
    </message>
    <message>
        <source>Pair a card of your hand with a card of the table to make ten, then turn the top card of the stock: only the red cards you take score.</source>
        <translation>Empareja una carta de tu mano con una de la mesa para sumar diez y luego vuelve la carta de arriba del mazo: solo cuentan las cartas rojas que te llevas.</translation>
    </message>
    <message>
        <source>Deals each</source>
        <translation>Manos por jugador</translation>
    </message>
    <message>
        <source>Against the tie score: each deal you win or lose the difference between your points and the tie score (105, 80 or 70). Plain differences: you win the difference with each other player.</source>
        <translation>Frente a la puntuación de empate: en cada mano ganas o pierdes la diferencia entre tus puntos y la puntuación de empate (105, 80 o 70). Diferencias simples: ganas la diferencia con cada uno de los demás jugadores.</translation>
    </message>
    <message>
        <source>How many times each player deals: the match is that many deals for each player.</source>
        <translation>Cuántas veces reparte cada jugador: la partida tiene ese número de manos por jugador.</translation>
    </message>
    <message>
        <source>Against the tie score</source>
        <translation>Frente a la puntuación de empate</translation>
    </message>
    <message>
        <source>Plain differences</source>
        <translation>Diferencias simples</translation>
    </message>
    <message numerus="yes">
        <source>You took {n} points.</source>
        <extracomment>English singular: You took {n} point.</extracomment>
        <translation>
            <numerusform>Te has llevado {n} punto.</numerusform>
            <numerusform>Te has llevado {n} puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} points.</source>
        <extracomment>English singular: {seat} took {n} point.</extracomment>
        <translation>
            <numerusform>{seat} se ha llevado {n} punto.</numerusform>
            <numerusform>{seat} se ha llevado {n} puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value. They add up to {total}.</source>
        <translation>Los puntos que se llevó cada jugador: del nueve al rey rojos, 10; los ases rojos, 20; las demás cartas rojas, su valor. Suman {total}.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Basic strategy for this hand against the dealer&apos;s card.</source>
        <translation>Estrategia básica para esta mano contra la carta del crupier.</translation>
    </message>
    <message>
        <source>The best play for this hand with the cards left in the shoe.</source>
        <translation>La mejor jugada para esta mano con las cartas que quedan en el zapato.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>pedir</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>plantarse</translation>
    </message>
    <message>
        <source>double if allowed, else hit</source>
        <translation>doblar si puedes, si no pedir</translation>
    </message>
    <message>
        <source>double if allowed, else stand</source>
        <translation>doblar si puedes, si no plantarse</translation>
    </message>
    <message>
        <source>split</source>
        <translation>separar</translation>
    </message>
    <message>
        <source>surrender if allowed, else hit</source>
        <translation>rendirse si puedes, si no pedir</translation>
    </message>
    <message>
        <source>surrender if allowed, else stand</source>
        <translation>rendirse si puedes, si no plantarse</translation>
    </message>
    <message>
        <source>surrender if allowed, else split</source>
        <translation>rendirse si puedes, si no separar</translation>
    </message>
    <message>
        <source>double</source>
        <translation>doblar</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
    <message>
        <source>insure</source>
        <translation>asegurarse</translation>
    </message>
    <message>
        <source>decline insurance</source>
        <translation>rechazar el seguro</translation>
    </message>
    <message>
        <source>Basic strategy: {action}.</source>
        <translation>Estrategia básica: {action}.</translation>
    </message>
    <message>
        <source>Bets {amount}, its steady stake.</source>
        <translation>Apuesta {amount}, su cantidad de siempre.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the house by about {percent}%.</source>
        <translation>Apuesta {amount}: las cartas que quedan favorecen a la banca en torno a un {percent} %.</translation>
    </message>
    <message>
        <source>Sits this round out: not enough chips for the minimum.</source>
        <translation>No juega esta ronda: no tiene fichas para la apuesta mínima.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the player by about {percent}%.</source>
        <translation>Apuesta {amount}: las cartas que quedan favorecen al jugador en torno a un {percent} %.</translation>
    </message>
    <message>
        <source>Declines insurance: it is usually a poor percentage bet.</source>
        <translation>Rechaza el seguro: casi siempre es una apuesta desfavorable.</translation>
    </message>
    <message>
        <source>Insures: the dealer shows an ace.</source>
        <translation>Se asegura: el crupier muestra un as.</translation>
    </message>
    <message>
        <source>Surrenders: half the bet is lost, not all of it.</source>
        <translation>Se rinde: pierde la mitad de la apuesta, no toda.</translation>
    </message>
    <message>
        <source>Splits the pair: aces and eights are always split.</source>
        <translation>Separa la pareja: los ases y los ochos se separan siempre.</translation>
    </message>
    <message>
        <source>Doubles on {points}: the best time to double is with 11 or 10.</source>
        <translation>Dobla con {points}: el mejor momento para doblar es con 11 o 10.</translation>
    </message>
    <message>
        <source>Stands on {points}, as the dealer must on 17 or more.</source>
        <translation>Se planta con {points}, como debe hacer el crupier con 17 o más.</translation>
    </message>
    <message>
        <source>Hits {points}: the dealer shows {up} and will likely make 17 or more.</source>
        <translation>Pide con {points}: el crupier muestra {up} y probablemente llegará a 17 o más.</translation>
    </message>
    <message>
        <source>Stands on {points}.</source>
        <translation>Se planta con {points}.</translation>
    </message>
    <message>
        <source>Hits {points}, as the dealer must below 17.</source>
        <translation>Pide con {points}, como debe hacer el crupier por debajo de 17.</translation>
    </message>
    <message>
        <source>Hits soft {points}: the ace can still count 1.</source>
        <translation>Pide con {points} blando: el as todavía puede valer 1.</translation>
    </message>
    <message>
        <source>Hits {points}: no card can bust it.</source>
        <translation>Pide con {points}: ninguna carta puede hacer que se pase.</translation>
    </message>
    <message>
        <source>Stands on soft {points}.</source>
        <translation>Se planta con {points} blando.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer would have to beat it.</source>
        <translation>Se planta con {points}: el crupier tendría que superarlo.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer shows {up} and may well bust.</source>
        <translation>Se planta con {points}: el crupier muestra {up} y es fácil que se pase.</translation>
    </message>
    <message>
        <source>Boxes you play</source>
        <translation>Casillas que juegas</translation>
    </message>
    <message>
        <source>Decks in the shoe</source>
        <translation>Barajas en el zapato</translation>
    </message>
    <message>
        <source>Cut card at (% of the shoe)</source>
        <translation>Carta de corte al (% del zapato)</translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation>El crupier pide con 17 blando</translation>
    </message>
    <message>
        <source>Hole card</source>
        <translation>Carta oculta</translation>
    </message>
    <message>
        <source>Double on</source>
        <translation>Doblar con</translation>
    </message>
    <message>
        <source>Double after a split</source>
        <translation>Doblar tras separar</translation>
    </message>
    <message>
        <source>Hands from splits, at most</source>
        <translation>Manos por separaciones, como máximo</translation>
    </message>
    <message>
        <source>Split any two ten-value cards</source>
        <translation>Separar dos cartas de diez cualesquiera</translation>
    </message>
    <message>
        <source>Split aces again</source>
        <translation>Volver a separar ases</translation>
    </message>
    <message>
        <source>Late surrender</source>
        <translation>Rendición tardía</translation>
    </message>
    <message>
        <source>Blackjack pays</source>
        <translation>El blackjack paga</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats yours</source>
        <translation>El blackjack del crupier gana al tuyo</translation>
    </message>
    <message>
        <source>Smallest bet</source>
        <translation>Apuesta mínima</translation>
    </message>
    <message>
        <source>Largest bet</source>
        <translation>Apuesta máxima</translation>
    </message>
    <message>
        <source>Your chips</source>
        <translation>Tus fichas</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>European Blackjack</source>
        <translation>Blackjack europeo</translation>
    </message>
    <message>
        <source>No hole card: the dealer&apos;s second card comes after the players; doubles on 9, 10 or 11; one split.</source>
        <translation>Sin carta oculta: la segunda carta del crupier llega después de que jueguen los jugadores; se dobla con 9, 10 u 11; una sola separación.</translation>
    </message>
    <message>
        <source>Single-deck Blackjack</source>
        <translation>Blackjack de una baraja</translation>
    </message>
    <message>
        <source>One deck, blackjack pays 6 to 5, and the dealer hits soft 17.</source>
        <translation>Una sola baraja, el blackjack paga 6 a 5 y el crupier pide con 17 blando.</translation>
    </message>
    <message>
        <source>How many boxes you bet on and play each round; every other player plays one.</source>
        <translation>En cuántas casillas apuestas y juegas cada ronda; cada uno de los demás jugadores juega una.</translation>
    </message>
    <message>
        <source>When the cut card comes out, the round is finished and the shoe is shuffled.</source>
        <translation>Cuando sale la carta de corte, la ronda se juega hasta el final y el zapato se vuelve a mezclar.</translation>
    </message>
    <message>
        <source>2 means a pair may be split once, not again.</source>
        <translation>Con 2, una pareja se puede separar una sola vez, no más.</translation>
    </message>
    <message>
        <source>Give up half your bet instead of playing the hand, after the dealer has checked for blackjack.</source>
        <translation>Abandonar la mitad de tu apuesta en lugar de jugar la mano, después de que el crupier haya revisado si tiene blackjack.</translation>
    </message>
    <message>
        <source>The chips every player starts the match with.</source>
        <translation>Las fichas con las que cada jugador empieza la partida.</translation>
    </message>
    <message>
        <source>Hole card, peeked for blackjack</source>
        <translation>Carta oculta, revisada por si hay blackjack</translation>
    </message>
    <message>
        <source>No hole card (European)</source>
        <translation>Sin carta oculta (europeo)</translation>
    </message>
    <message>
        <source>Any two cards</source>
        <translation>Dos cartas cualesquiera</translation>
    </message>
    <message>
        <source>9, 10 or 11</source>
        <translation>9, 10 u 11</translation>
    </message>
    <message>
        <source>10 or 11</source>
        <translation>10 u 11</translation>
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
        <translation>Las apuestas van de {low} a {high}, en múltiplos de {step}.</translation>
    </message>
    <message>
        <source>{move} is not a move of blackjack now.</source>
        <translation>{move} no es ahora una jugada del blackjack.</translation>
    </message>
    <message>
        <source>Insure or decline: the dealer shows an ace.</source>
        <translation>Toma el seguro o recházalo: el crupier muestra un as.</translation>
    </message>
    <message>
        <source>Bets are placed before the cards are dealt.</source>
        <translation>Las apuestas se hacen antes de repartir las cartas.</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer shows an ace.</source>
        <translation>El seguro solo se ofrece cuando el crupier muestra un as.</translation>
    </message>
    <message>
        <source>Place your bet first.</source>
        <translation>Haz primero tu apuesta.</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: you sit this round out.</source>
        <translation>No tienes fichas para la apuesta mínima de la mesa: no juegas esta ronda.</translation>
    </message>
    <message>
        <source>You have only {chips} chips.</source>
        <translation>Solo tienes {chips} fichas.</translation>
    </message>
    <message>
        <source>You may surrender only as your first decision, before any split.</source>
        <translation>Solo puedes rendirte como primera decisión, antes de cualquier separación.</translation>
    </message>
    <message>
        <source>You do not have the chips to insure.</source>
        <translation>No tienes fichas suficientes para asegurarte.</translation>
    </message>
    <message>
        <source>Split aces take one card each.</source>
        <translation>Los ases separados reciben una sola carta cada uno.</translation>
    </message>
    <message>
        <source>No card is left to deal.</source>
        <translation>No quedan cartas que repartir.</translation>
    </message>
    <message>
        <source>You may double only on your first two cards.</source>
        <translation>Solo puedes doblar con tus dos primeras cartas.</translation>
    </message>
    <message>
        <source>This table does not allow doubling after a split.</source>
        <translation>Esta mesa no permite doblar tras separar.</translation>
    </message>
    <message>
        <source>You may double only on 9, 10 or 11.</source>
        <translation>Solo puedes doblar con 9, 10 u 11.</translation>
    </message>
    <message>
        <source>You do not have the chips to double.</source>
        <translation>No tienes fichas suficientes para doblar.</translation>
    </message>
    <message>
        <source>Only a pair can be split.</source>
        <translation>Solo se puede separar una pareja.</translation>
    </message>
    <message numerus="yes">
        <source>A box plays at most {n} hands.</source>
        <extracomment>English singular: A box plays at most {n} hand.</extracomment>
        <translation>
            <numerusform>Una casilla juega como máximo {n} mano.</numerusform>
            <numerusform>Una casilla juega como máximo {n} manos.</numerusform>
        </translation>
    </message>
    <message>
        <source>This table does not allow splitting aces again.</source>
        <translation>Esta mesa no permite volver a separar ases.</translation>
    </message>
    <message>
        <source>You do not have the chips to split.</source>
        <translation>No tienes fichas suficientes para separar.</translation>
    </message>
    <message>
        <source>This table does not allow surrender.</source>
        <translation>Esta mesa no permite la rendición.</translation>
    </message>
    <message>
        <source>You may double only on 10 or 11.</source>
        <translation>Solo puedes doblar con 10 u 11.</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Casino 21 against the dealer: come nearer to 21 than the dealer&apos;s hand without going over; hit, stand, double, split and insure.</source>
        <translation>El 21 de casino contra el crupier: acércate a 21 más que la mano del crupier sin pasarte; pide, plántate, dobla, separa y asegúrate.</translation>
    </message>
    <message>
        <source>You broke even.</source>
        <translation>No has ganado ni perdido.</translation>
    </message>
    <message>
        <source>{seat} broke even.</source>
        <translation>{seat} no ha ganado ni perdido.</translation>
    </message>
    <message numerus="yes">
        <source>You won {n} chips.</source>
        <extracomment>English singular: You won {n} chip.</extracomment>
        <translation>
            <numerusform>Has ganado {n} ficha.</numerusform>
            <numerusform>Has ganado {n} fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} won {n} chips.</source>
        <extracomment>English singular: {seat} won {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} ha ganado {n} ficha.</numerusform>
            <numerusform>{seat} ha ganado {n} fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lost {n} chips.</source>
        <extracomment>English singular: You lost {n} chip.</extracomment>
        <translation>
            <numerusform>Has perdido {n} ficha.</numerusform>
            <numerusform>Has perdido {n} fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} lost {n} chips.</source>
        <extracomment>English singular: {seat} lost {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} ha perdido {n} ficha.</numerusform>
            <numerusform>{seat} ha perdido {n} fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has {most} boxes: with {players} players you may play at most {boxes}.</source>
        <translation>La mesa tiene {most} casillas: con {players} jugadores puedes jugar como máximo {boxes}.</translation>
    </message>
    <message>
        <source>The table&apos;s limits are multiples of {step}.</source>
        <translation>Los límites de la mesa son múltiplos de {step}.</translation>
    </message>
    <message>
        <source>The smallest bet is larger than the largest.</source>
        <translation>La apuesta mínima es mayor que la máxima.</translation>
    </message>
    <message>
        <source>This chart is being worked out and will show here in a moment.</source>
        <translation>Esta tabla se está calculando y aparecerá aquí en un momento.</translation>
    </message>
    <message>
        <source>You bet nothing this round, so cannot have a result of {result}.</source>
        <translation>No apostaste nada en esta ronda, así que tu resultado no puede ser {result}.</translation>
    </message>
    <message>
        <source>{seat} bet nothing this round, so cannot have a result of {result}.</source>
        <translation>{seat} no apostó nada en esta ronda, así que su resultado no puede ser {result}.</translation>
    </message>
    <message>
        <source>Your bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>Tu apuesta no puede ser {bet}: se apuesta 0 (para no jugar la ronda) o más.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>La apuesta de {seat} no puede ser {bet}: se apuesta 0 (para no jugar la ronda) o más.</translation>
    </message>
    <message>
        <source>Your bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>Tu apuesta de {bet} no es múltiplo de 10: se apuesta con fichas de 10.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>La apuesta de {seat}, {bet}, no es múltiplo de 10: se apuesta con fichas de 10.</translation>
    </message>
    <message>
        <source>Your bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>Tu apuesta de {bet} no se puede repartir entre {boxes} casillas como máximo, de {low} a {high} cada una.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>La apuesta de {seat}, {bet}, no se puede repartir entre {boxes} casillas como máximo, de {low} a {high} cada una.</translation>
    </message>
    <message>
        <source>You cannot bet {bet} with {chips} chips.</source>
        <translation>No puedes apostar {bet} con {chips} fichas.</translation>
    </message>
    <message>
        <source>{seat} cannot bet {bet} with {chips} chips.</source>
        <translation>{seat} no puede apostar {bet} con {chips} fichas.</translation>
    </message>
    <message>
        <source>You bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>Apostaste {bet}: esa apuesta puede ganar como máximo {win} y perder como máximo {loss}.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>{seat} apostó {bet}: esa apuesta puede ganar como máximo {win} y perder como máximo {loss}.</translation>
    </message>
    <message>
        <source>You bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>Apostaste {bet}, que no puede dar un resultado de {result}: los resultados posibles más cercanos son {below} y {above}.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>{seat} apostó {bet}, que no puede dar un resultado de {result}: los resultados posibles más cercanos son {below} y {above}.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>Boxes a player may play</source>
        <translation>Casillas que puede jugar cada jugador</translation>
    </message>
    <message>
        <source>Your bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>Tu apuesta de {bet} está fuera de los límites de la mesa, de {low} a {high}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>La apuesta de {seat}, {bet}, está fuera de los límites de la mesa, de {low} a {high}.</translation>
    </message>
    <message>
        <source>What every player starts with.</source>
        <translation>Con lo que empieza cada jugador.</translation>
    </message>
    <message>
        <source>With more than one box a player&apos;s bet is the sum of the boxes&apos; bets.</source>
        <translation>Con más de una casilla, la apuesta de un jugador es la suma de las apuestas de sus casillas.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>sat this round out</source>
        <translation>no jugó esta ronda</translation>
    </message>
    <message>
        <source>Bets {low} to {high}; a blackjack pays {pays}.</source>
        <translation>Apuestas de {low} a {high}; el blackjack paga {pays}.</translation>
    </message>
    <message>
        <source>the smallest bet, {low}, is above the largest, {high}</source>
        <translation>la apuesta mínima, {low}, es mayor que la máxima, {high}</translation>
    </message>
    <message numerus="yes">
        <source>The house has won {n} chips.</source>
        <extracomment>English singular: The house has won {n} chip.</extracomment>
        <translation>
            <numerusform>La banca ha ganado {n} ficha.</numerusform>
            <numerusform>La banca ha ganado {n} fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} rounds to play; the most chips win.</source>
        <extracomment>English singular: {n} round to play; the most chips win.</extracomment>
        <translation>
            <numerusform>Queda {n} ronda por jugar; gana quien tenga más fichas.</numerusform>
            <numerusform>Quedan {n} rondas por jugar; gana quien tenga más fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter your bet as a whole number (0 for sitting the round out).</source>
        <translation>Introduce tu apuesta como número entero (0 si no jugaste la ronda).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bet as a whole number (0 for sitting the round out).</source>
        <translation>Introduce la apuesta de {seat} como número entero (0 si no jugó la ronda).</translation>
    </message>
    <message>
        <source>Enter your result as a whole number of chips (negative for a loss).</source>
        <translation>Introduce tu resultado como número entero de fichas (negativo si es una pérdida).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s result as a whole number of chips (negative for a loss).</source>
        <translation>Introduce el resultado de {seat} como número entero de fichas (negativo si es una pérdida).</translation>
    </message>
    <message>
        <source>The chips each player won (positive) or lost (negative) in the round, insurance, doubles and splits included.</source>
        <translation>Las fichas que cada jugador ganó (positivo) o perdió (negativo) en la ronda, seguros, dobles y separaciones incluidos.</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Banca</translation>
    </message>
    <message numerus="yes">
        <source>The house has lost {n} chips.</source>
        <extracomment>English singular: The house has lost {n} chip.</extracomment>
        <translation>
            <numerusform>La banca ha perdido {n} ficha.</numerusform>
            <numerusform>La banca ha perdido {n} fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s first bet, {low} to {high} in chips of 10; 0 for a player who sat the round out.</source>
        <translation>La primera apuesta de cada jugador, de {low} a {high} en fichas de 10; 0 para quien no jugó la ronda.</translation>
    </message>
    <message>
        <source>What the round brought the house; {total} since the first round.</source>
        <translation>Lo que la ronda le dejó a la banca; {total} desde la primera ronda.</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Hit or stand? You have {points}.</source>
        <translation>¿Pides o te plantas? Tienes {points}.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La ronda ha terminado.</translation>
    </message>
    <message>
        <source>Place your bet: {low} to {high}.</source>
        <translation>Haz tu apuesta: de {low} a {high}.</translation>
    </message>
    <message>
        <source>The dealer shows an ace: insure or decline?</source>
        <translation>El crupier muestra un as: ¿tomas el seguro o lo rechazas?</translation>
    </message>
    <message>
        <source>Hit, stand, double, split or surrender? You have {points}.</source>
        <translation>¿Pides, te plantas, doblas, separas o te rindes? Tienes {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or surrender? You have {points}.</source>
        <translation>¿Pides, te plantas, doblas o te rindes? Tienes {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, split or surrender? You have {points}.</source>
        <translation>¿Pides, te plantas, separas o te rindes? Tienes {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or surrender? You have {points}.</source>
        <translation>¿Pides, te plantas o te rindes? Tienes {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or split? You have {points}.</source>
        <translation>¿Pides, te plantas, doblas o separas? Tienes {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or double? You have {points}.</source>
        <translation>¿Pides, te plantas o doblas? Tienes {points}.</translation>
    </message>
    <message>
        <source>Split the aces again, or stand? You have {points}.</source>
        <translation>¿Vuelves a separar los ases o te plantas? Tienes {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or split? You have {points}.</source>
        <translation>¿Pides, te plantas o separas? Tienes {points}.</translation>
    </message>
    <message>
        <source>Dealer&apos;s hand</source>
        <translation>Mano del crupier</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Zapato</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: bet 0 to sit out.</source>
        <translation>No tienes fichas para la apuesta mínima de la mesa: apuesta 0 para no jugar la ronda.</translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards; the cut card is out: a new shoe next round.</source>
        <extracomment>English singular: Shoe: {n} card; the cut card is out: a new shoe next round.</extracomment>
        <translation>
            <numerusform>Zapato: {n} carta; ha salido la carta de corte: zapato nuevo en la próxima ronda.</numerusform>
            <numerusform>Zapato: {n} cartas; ha salido la carta de corte: zapato nuevo en la próxima ronda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards, {cut} to the cut card.</source>
        <extracomment>English singular: Shoe: {n} card, {cut} to the cut card.</extracomment>
        <translation>
            <numerusform>Zapato: {n} carta, {cut} hasta la carta de corte.</numerusform>
            <numerusform>Zapato: {n} cartas, {cut} hasta la carta de corte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer busts with {points}.</source>
        <translation>El crupier se pasa con {points}.</translation>
    </message>
    <message>
        <source>The dealer shows {points}.</source>
        <translation>El crupier muestra {points}.</translation>
    </message>
    <message>
        <source>Chips over the rounds</source>
        <translation>Fichas ronda a ronda</translation>
    </message>
    <message>
        <source>No rounds yet: each player&apos;s chips are drawn here after every round.</source>
        <translation>Aún no hay rondas: aquí se dibujan las fichas de cada jugador después de cada ronda.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} chips</source>
        <extracomment>English singular: {name}: {n} chip</extracomment>
        <translation>
            <numerusform>{name}: {n} ficha</numerusform>
            <numerusform>{name}: {n} fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>A result is the sum of the differences with each other player: {players} times the points less {tie}.</source>
        <translation>Un resultado es la suma de las diferencias con cada uno de los demás jugadores: {players} veces la diferencia entre los puntos y {tie}.</translation>
    </message>
    <message>
        <source>A result is the points less the tie score, {tie}.</source>
        <translation>Un resultado son los puntos menos la puntuación de empate, {tie}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {deals} deals: {n} deals to play; the highest total wins.</source>
        <extracomment>English singular: A match of {deals} deals: {n} deal to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Una partida de {deals} manos: queda {n} mano por jugar; gana el total más alto.</numerusform>
            <numerusform>Una partida de {deals} manos: quedan {n} manos por jugar; gana el total más alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30 and the ace of clubs 40. They add up to {total}.</source>
        <translation>Los puntos que se llevó cada jugador: del nueve al rey rojos, 10; los ases rojos, 20; las demás cartas rojas, su valor; el as de picas, 30, y el as de tréboles, 40. Suman {total}.</translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30. They add up to {total}.</source>
        <translation>Los puntos que se llevó cada jugador: del nueve al rey rojos, 10; los ases rojos, 20; las demás cartas rojas, su valor; el as de picas, 30. Suman {total}.</translation>
    </message>
    <message>
        <source>The points add up to {sum}, but with {players} players the cards are worth {total}: every card is taken by the end of a deal.</source>
        <translation>Los puntos suman {sum}, pero con {players} jugadores las cartas valen {total}: al final de una mano alguien se ha llevado cada carta.</translation>
    </message>
    <message>
        <source>Enter the points you took as a whole number.</source>
        <translation>Introduce como número entero los puntos que te llevaste.</translation>
    </message>
    <message>
        <source>Enter the points {seat} took as a whole number.</source>
        <translation>Introduce como número entero los puntos que se llevó {seat}.</translation>
    </message>
    <message>
        <source>Enter the points you took.</source>
        <translation>Introduce los puntos que te llevaste.</translation>
    </message>
    <message>
        <source>You cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>No puedes haberte llevado {points} puntos: con {players} jugadores, un jugador se lleva de 0 a {total} en una mano.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>{seat} no puede haberse llevado {points} puntos: con {players} jugadores, un jugador se lleva de 0 a {total} en una mano.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the highest total.</source>
        <extracomment>English singular: The win is shared: {n} player has the highest total.</extracomment>
        <translation>
            <numerusform>La victoria se comparte: {n} jugador tiene el total más alto.</numerusform>
            <numerusform>La victoria se comparte: {n} jugadores tienen el total más alto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: You cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>No puedes haberte llevado exactamente {n} punto: ninguna combinación de cartas que puntúan suma eso.</numerusform>
            <numerusform>No puedes haberte llevado exactamente {n} puntos: ninguna combinación de cartas que puntúan suma eso.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: {seat} cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>{seat} no puede haberse llevado exactamente {n} punto: ninguna combinación de cartas que puntúan suma eso.</numerusform>
            <numerusform>{seat} no puede haberse llevado exactamente {n} puntos: ninguna combinación de cartas que puntúan suma eso.</numerusform>
        </translation>
    </message>
    <message>
        <source>No pair: lay a card on the table.</source>
        <translation>No hay pareja: deja una carta en la mesa.</translation>
    </message>
    <message numerus="yes">
        <source>The turned {card} pairs with {n} table cards: choose one.</source>
        <extracomment>English singular: The turned {card} pairs with {n} table card: choose one.</extracomment>
        <translation>
            <numerusform>La carta vuelta, {card}, se empareja con {n} carta de la mesa: elige una.</numerusform>
            <numerusform>La carta vuelta, {card}, se empareja con {n} cartas de la mesa: elige una.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair a card of your hand with a table card to make ten.</source>
        <translation>Empareja una carta de tu mano con una carta de la mesa para sumar diez.</translation>
    </message>
    <message numerus="yes">
        <source>Points still out: {n}</source>
        <extracomment>English singular: Points still out: {n}</extracomment>
        <translation>
            <numerusform>Puntos aún en juego: {n}</numerusform>
            <numerusform>Puntos aún en juego: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Carta vuelta</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Tomadas</translation>
    </message>
    <message numerus="yes">
        <source>{n} points</source>
        <extracomment>English singular: {n} point</extracomment>
        <translation>
            <numerusform>{n} punto</numerusform>
            <numerusform>{n} puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cards owed to the trump row</source>
        <extracomment>English singular: {n} card owed to the trump row</extracomment>
        <translation>
            <numerusform>{n} carta pendiente para la fila de triunfo</numerusform>
            <numerusform>{n} cartas pendientes para la fila de triunfo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next draw: {n} cards</source>
        <extracomment>English singular: Next draw: {n} card</extracomment>
        <translation>
            <numerusform>Próximo robo: {n} carta</numerusform>
            <numerusform>Próximo robo: {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>Cartas boca arriba</translation>
    </message>
    <message>
        <source>Nobody is known to hold your ranks: ask for the {rank}.</source>
        <translation>No se sabe quién tiene tus valores: pide este valor ({rank}).</translation>
    </message>
    <message>
        <source>{seat} was given the {card}: ask for it.</source>
        <translation>{seat} recibió {card}: pídela.</translation>
    </message>
    <message>
        <source>{seat} is known to hold a {rank}: ask for it.</source>
        <translation>Se sabe que {seat} tiene una carta de este valor ({rank}): pídela.</translation>
    </message>
    <message>
        <source>Ask {seat} for the rank you hold most of ({rank}): nobody knows {seat} lacks it.</source>
        <translation>Pide a {seat} el valor del que más cartas tienes ({rank}): nadie sabe si a {seat} le falta.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw from the stock.</source>
        <translation>Tienes la mano vacía: roba del mazo.</translation>
    </message>
    <message>
        <source>You draw only when your hand is empty: ask a player.</source>
        <translation>Solo robas cuando tienes la mano vacía: pide a un jugador.</translation>
    </message>
    <message>
        <source>Ask a player for a card: that is the only move.</source>
        <translation>Pide una carta a un jugador: es la única jugada.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw a card from the stock.</source>
        <translation>Tienes la mano vacía: roba una carta del mazo.</translation>
    </message>
    <message>
        <source>In this game you ask for a specific card, not a rank.</source>
        <translation>En esta partida pides una carta concreta, no un valor.</translation>
    </message>
    <message>
        <source>In this game you ask for a rank, not a specific card.</source>
        <translation>En esta partida pides un valor, no una carta concreta.</translation>
    </message>
    <message>
        <source>There is no such player to ask.</source>
        <translation>No existe ese jugador.</translation>
    </message>
    <message>
        <source>Nobody can ask themself.</source>
        <translation>Nadie puede pedirse cartas a sí mismo.</translation>
    </message>
    <message>
        <source>{seat} has no cards to ask for.</source>
        <translation>{seat} no tiene cartas que pedirle.</translation>
    </message>
    <message>
        <source>You must hold a card of the rank you ask for.</source>
        <translation>Debes tener una carta del valor que pides.</translation>
    </message>
    <message>
        <source>You hold that card already: ask for one you do not hold.</source>
        <translation>Ya tienes esa carta: pide una que no tengas.</translation>
    </message>
    <message>
        <source>You draw only when told to go fish.</source>
        <translation>Solo robas cuando te mandan a pescar.</translation>
    </message>
    <message>
        <source>From what was said, {seat} holds a {rank} {percent}% of the time: the best chance to ask again.</source>
        <translation>Por lo que se ha dicho, {seat} tiene una carta de este valor ({rank}) el {percent} % de las veces: la mejor ocasión de volver a pedir.</translation>
    </message>
    <message>
        <source>Go Fish</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Ask the other players for the ranks you hold and fish from the stock when they have none: the most books of four wins.</source>
        <translation>Pide a los demás jugadores los valores que tienes y pesca del mazo cuando no tengan: gana quien forme más cuartetos.</translation>
    </message>
    <message>
        <source>Asking</source>
        <translation>Petición</translation>
    </message>
    <message>
        <source>May ask for a card you hold</source>
        <translation>Se puede pedir una carta que se tiene</translation>
    </message>
    <message>
        <source>Go on until all thirteen books are made</source>
        <translation>Seguir hasta formar los trece cuartetos</translation>
    </message>
    <message>
        <source>Stock to fish from</source>
        <translation>Mazo para pescar</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Authors</translation>
    </message>
    <message>
        <source>Go Fish without the stock: all the cards are dealt, a miss passes the turn to the player asked, and play goes on until all the books are made.</source>
        <translation>Pesca sin mazo: se reparten todas las cartas, una petición fallida pasa el turno al jugador preguntado, y se juega hasta formar todos los cuartetos.</translation>
    </message>
    <message>
        <source>&quot;Some people play that rather than asking for a rank, you must ask for a specific card. You must already hold at least one card of that rank.&quot;</source>
        <translation>«Algunos juegan que, en lugar de pedir un valor, hay que pedir una carta concreta. Hay que tener ya al menos una carta de ese valor.»</translation>
    </message>
    <message>
        <source>When asking for specific cards: whether you may ask for a card you already hold, to mislead the others (you will have to fish and your turn will end).</source>
        <translation>Al pedir cartas concretas: si puedes pedir una carta que ya tienes, para despistar a los demás (tendrás que pescar y tu turno terminará).</translation>
    </message>
    <message>
        <source>&quot;When the stock runs out, you carry on playing until all the cards have been made into books.&quot; A player whose hand is empty draws from the stock when the turn comes.</source>
        <translation>«Cuando se acaba el mazo, se sigue jugando hasta que todas las cartas formen cuartetos.» Un jugador con la mano vacía roba del mazo cuando le llega el turno.</translation>
    </message>
    <message>
        <source>Five cards each (seven each for two players) and the rest face down as a stock. Without a stock all the cards are dealt out as equally as possible and a miss passes the turn to the player asked.</source>
        <translation>Cinco cartas a cada uno (siete a cada uno con dos jugadores) y el resto boca abajo como mazo. Sin mazo se reparten todas las cartas lo más igualado posible y una petición fallida pasa el turno al jugador preguntado.</translation>
    </message>
    <message>
        <source>One hand, won by the most books; or a series of hands, a point a book, until a player reaches the target.</source>
        <translation>Una mano, que gana quien tenga más cuartetos; o una serie de manos, un punto por cuarteto, hasta que un jugador llegue al objetivo.</translation>
    </message>
    <message>
        <source>With a point a book: the score that wins the game.</source>
        <translation>Con un punto por cuarteto: la puntuación que gana la partida.</translation>
    </message>
    <message>
        <source>Ask for a rank</source>
        <translation>Pedir un valor</translation>
    </message>
    <message>
        <source>Ask for a specific card</source>
        <translation>Pedir una carta concreta</translation>
    </message>
    <message>
        <source>One hand: most books wins</source>
        <translation>Una mano: gana quien tenga más cuartetos</translation>
    </message>
    <message>
        <source>A point a book, to a target</source>
        <translation>Un punto por cuarteto, hasta el objetivo</translation>
    </message>
    <message>
        <source>You made the most books.</source>
        <translation>Has formado más cuartetos que nadie.</translation>
    </message>
    <message>
        <source>{seat} made the most books.</source>
        <translation>{seat} ha formado más cuartetos que nadie.</translation>
    </message>
    <message>
        <source>You share the most books.</source>
        <translation>Compartes el mayor número de cuartetos.</translation>
    </message>
    <message>
        <source>{seat} shares the most books.</source>
        <translation>{seat} comparte el mayor número de cuartetos.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Cuartetos</translation>
    </message>
    <message>
        <source>How many books each player made: played out (as Authors is), all thirteen are made, so they add up to 13.</source>
        <translation>Cuántos cuartetos formó cada jugador: jugando hasta el final (como en Authors) se forman los trece, así que suman 13.</translation>
    </message>
    <message>
        <source>How many books each player made when the hand ended: 13 at most in all.</source>
        <translation>Cuántos cuartetos formó cada jugador cuando terminó la mano: 13 como mucho en total.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but a pack makes only {books} books.</source>
        <translation>Los cuartetos suman {made}, pero una baraja solo da {books} cuartetos.</translation>
    </message>
    <message>
        <source>most books, shared</source>
        <translation>más cuartetos, empatado</translation>
    </message>
    <message>
        <source>most books</source>
        <translation>más cuartetos</translation>
    </message>
    <message>
        <source>Hands with the most books (shared ones too): {tally}.</source>
        <translation>Manos con más cuartetos (también las empatadas): {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {count} players have the most books, {n} books each.</source>
        <extracomment>English singular: The win is shared: {count} players have the most books, {n} book each.</extracomment>
        <translation>
            <numerusform>La victoria se comparte: {count} jugadores tienen más cuartetos, {n} cuarteto cada uno.</numerusform>
            <numerusform>La victoria se comparte: {count} jugadores tienen más cuartetos, {n} cuartetos cada uno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made as a whole number.</source>
        <translation>Introduce como número entero cuántos cuartetos formaste.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made as a whole number.</source>
        <translation>Introduce como número entero cuántos cuartetos formó {seat}.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but the hand goes on until all {books} books are made.</source>
        <translation>Los cuartetos suman {made}, pero la mano sigue hasta formar los {books} cuartetos.</translation>
    </message>
    <message numerus="yes">
        <source>A point a book: the match ends when a player reaches {n} points; the highest total wins.</source>
        <extracomment>English singular: A point a book: the match ends when a player reaches {n} point; the highest total wins.</extracomment>
        <translation>
            <numerusform>Un punto por cuarteto: la partida termina cuando un jugador llega a {n} punto; gana el total más alto.</numerusform>
            <numerusform>Un punto por cuarteto: la partida termina cuando un jugador llega a {n} puntos; gana el total más alto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made.</source>
        <translation>Introduce cuántos cuartetos formaste.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made.</source>
        <translation>Introduce cuántos cuartetos formó {seat}.</translation>
    </message>
    <message>
        <source>One hand: whoever makes the most books wins.</source>
        <translation>Una mano: gana quien forme más cuartetos.</translation>
    </message>
    <message>
        <source>You cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>No puedes haber formado {count} cuartetos: un jugador forma 0 cuartetos o más.</translation>
    </message>
    <message>
        <source>{seat} cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>{seat} no puede haber formado {count} cuartetos: un jugador forma 0 cuartetos o más.</translation>
    </message>
    <message>
        <source>Ask a player for a rank you hold.</source>
        <translation>Pide a un jugador un valor que tengas.</translation>
    </message>
    <message>
        <source>You have none: the turn passes to you.</source>
        <translation>No tienes ninguna: ahora es tu turno.</translation>
    </message>
    <message>
        <source>{other} has none: the turn passes to them.</source>
        <translation>{other} no tiene ninguna: ahora es su turno.</translation>
    </message>
    <message>
        <source>Ask a player for a card of a rank you hold.</source>
        <translation>Pide a un jugador una carta de un valor que tengas.</translation>
    </message>
    <message numerus="yes">
        <source>Books made: {n} of 13</source>
        <extracomment>English singular: Books made: {n} of 13</extracomment>
        <translation>
            <numerusform>Cuartetos formados: {n} de 13</numerusform>
            <numerusform>Cuartetos formados: {n} de 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave you {n} cards.</source>
        <extracomment>English singular: {other} gave you {n} card.</extracomment>
        <translation>
            <numerusform>{other} te ha dado {n} carta.</numerusform>
            <numerusform>{other} te ha dado {n} cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gave {seat} {n} cards.</source>
        <extracomment>English singular: You gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>Le has dado {n} carta a {seat}.</numerusform>
            <numerusform>Le has dado {n} cartas a {seat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave {seat} {n} cards.</source>
        <extracomment>English singular: {other} gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>{other} le ha dado {n} carta a {seat}.</numerusform>
            <numerusform>{other} le ha dado {n} cartas a {seat}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{other} said Go fish! You fished the {card} and ask again.</source>
        <translation>{other} ha dicho «¡Ve a pescar!»: has pescado {card} y vuelves a pedir.</translation>
    </message>
    <message>
        <source>You said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>Has dicho «¡Ve a pescar!»: {seat} ha pescado {card} y vuelve a pedir.</translation>
    </message>
    <message>
        <source>{other} said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>{other} ha dicho «¡Ve a pescar!»: {seat} ha pescado {card} y vuelve a pedir.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to you.</source>
        <translation>{other} te ha dicho «¡Ve a pescar!».</translation>
    </message>
    <message>
        <source>You said Go fish! to {seat}.</source>
        <translation>Le has dicho «¡Ve a pescar!» a {seat}.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to {seat}.</source>
        <translation>{other} le ha dicho «¡Ve a pescar!» a {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>Books: {n}</source>
        <extracomment>English singular: Books: {n}</extracomment>
        <translation>
            <numerusform>Cuartetos: {n}</numerusform>
            <numerusform>Cuartetos: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no clubs: play any card but a heart or the queen of spades.</source>
        <translation>No tienes tréboles: juega cualquier carta salvo un corazón o la reina de picas.</translation>
    </message>
    <message>
        <source>You shot the moon: 26 points to every other player.</source>
        <translation>Has disparado a la luna: 26 puntos para cada uno de los demás jugadores.</translation>
    </message>
    <message>
        <source>You took the queen of spades.</source>
        <translation>Te has llevado la reina de picas.</translation>
    </message>
    <message>
        <source>{seat} took all 26 points, which is shooting the moon: choose {seat} under “Shot the moon”, or correct the points taken.</source>
        <translation>{seat} se llevó los 26 puntos, es decir, disparó a la luna: elige a {seat} en «Disparó a la luna», o corrige los puntos tomados.</translation>
    </message>
    <message>
        <source>You made a bid of {bid}: {points} points.</source>
        <translation>Has cumplido tu apuesta de {bid}: {points} puntos.</translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; you deal and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Próxima mano: {n} carta cada uno; repartes tú y {other} apuesta primero.</numerusform>
            <numerusform>Próxima mano: {n} cartas cada uno; repartes tú y {other} apuesta primero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and you bid first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Próxima mano: {n} carta cada uno; reparte {seat} y tú apuestas primero.</numerusform>
            <numerusform>Próxima mano: {n} cartas cada uno; reparte {seat} y tú apuestas primero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; you deal and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Última mano: {n} carta cada uno, sin triunfo; repartes tú y {other} apuesta primero.</numerusform>
            <numerusform>Última mano: {n} cartas cada uno, sin triunfo; repartes tú y {other} apuesta primero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and you bid first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Última mano: {n} carta cada uno, sin triunfo; reparte {seat} y tú apuestas primero.</numerusform>
            <numerusform>Última mano: {n} cartas cada uno, sin triunfo; reparte {seat} y tú apuestas primero.</numerusform>
        </translation>
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
        <source>set, {points} for bags</source>
        <translation>fallida, {points} por bazas extra</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Extra</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100).</source>
        <translation>Bazas apostadas (de 1 a {size}), nil (ninguna: +/-50) o nil a ciegas (apostado antes de ver las cartas: +/-100).</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100). The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Bazas apostadas (de 1 a {size}), nil (ninguna: +/-50) o nil a ciegas (apostado antes de ver las cartas: +/-100). El primer compañero es el que aparece primero en la columna (Ana en «Ana &amp; Carmen»).</translation>
    </message>
    <message>
        <source>{points} for bags</source>
        <translation>{points} por bazas extra</translation>
    </message>
    <message>
        <source>made, {points} for bags</source>
        <translation>cumplida, {points} por bazas extra</translation>
    </message>
    <message>
        <source>People usually play Spades to 500 points; the higher total wins if both sides pass it.</source>
        <translation>Normalmente se juega a Picas hasta 500 puntos; si ambos equipos los superan, gana el total más alto.</translation>
    </message>
    <message>
        <source>If you have 10 bags, you get -100 points (and start counting bags again).</source>
        <translation>Con 10 bazas extra se pierden 100 puntos (y se vuelven a contar desde cero).</translation>
    </message>
    <message>
        <source>{name} (first partner)</source>
        <translation>{name} (primer compañero)</translation>
    </message>
    <message>
        <source>{name} (second partner)</source>
        <translation>{name} (segundo compañero)</translation>
    </message>
    <message>
        <source>1st partner&apos;s bid</source>
        <translation>Apuesta del 1.er compañero</translation>
    </message>
    <message>
        <source>2nd partner&apos;s bid</source>
        <translation>Apuesta del 2.º compañero</translation>
    </message>
    <message>
        <source>1st partner&apos;s tricks</source>
        <translation>Bazas del 1.er compañero</translation>
    </message>
    <message>
        <source>2nd partner&apos;s tricks</source>
        <translation>Bazas del 2.º compañero</translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
        <translation>Las bazas suman {total}, no {size}: cada mano tiene {size} bazas.</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>Nil</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Bazas hechas</translation>
    </message>
    <message>
        <source>Tricks the first partner took. The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Bazas que hizo el primer compañero. El primer compañero es el que aparece primero en la columna (Ana en «Ana &amp; Carmen»).</translation>
    </message>
    <message>
        <source>Tricks the second partner took.</source>
        <translation>Bazas que hizo el segundo compañero.</translation>
    </message>
    <message>
        <source>{bags} this hand, {counted} counted</source>
        <translation>{bags} en esta mano, {counted} acumuladas</translation>
    </message>
    <message>
        <source>made</source>
        <translation>cumplida</translation>
    </message>
    <message>
        <source>set</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>Enter {player}&apos;s bid.</source>
        <translation>Introduce la apuesta de {player}.</translation>
    </message>
    <message>
        <source>Enter the tricks {player} took.</source>
        <translation>Introduce las bazas que hizo {player}.</translation>
    </message>
    <message>
        <source>{limit} bags cost 100</source>
        <translation>{limit} bazas extra cuestan 100</translation>
    </message>
    <message>
        <source>{player}&apos;s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
        <translation>La apuesta {bid} de {player} no es válida: apuesta de 1 a {most}, nil o nil a ciegas.</translation>
    </message>
    <message>
        <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
        <translation>{player} hizo {tricks} bazas: un jugador hace de 0 a {most}.</translation>
    </message>
    <message>
        <source>nil failed</source>
        <translation>nil fallido</translation>
    </message>
    <message>
        <source>nil made</source>
        <translation>nil cumplido</translation>
    </message>
    <message>
        <source>blind nil failed</source>
        <translation>nil a ciegas fallido</translation>
    </message>
    <message>
        <source>blind nil made</source>
        <translation>nil a ciegas cumplido</translation>
    </message>
    <message>
        <source>contract {bid}</source>
        <translation>contrato {bid}</translation>
    </message>
    <message numerus="yes">
        <source>You &amp; {other} made your {bid} with {n} tricks.</source>
        <extracomment>English singular: You &amp; {other} made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>Tú y {other} habéis cumplido vuestra apuesta de {bid} con {n} baza.</numerusform>
            <numerusform>Tú y {other} habéis cumplido vuestra apuesta de {bid} con {n} bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; you made your {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; you made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} y tú habéis cumplido vuestra apuesta de {bid} con {n} baza.</numerusform>
            <numerusform>{seat} y tú habéis cumplido vuestra apuesta de {bid} con {n} bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made {bid} with {n} tricks.</source>
        <extracomment>English singular: You made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>Has cumplido tu apuesta de {bid} con {n} baza.</numerusform>
            <numerusform>Has cumplido tu apuesta de {bid} con {n} bazas.</numerusform>
        </translation>
    </message>
    <message>
        <source>You &amp; {other} reached 10 bags: {points} points.</source>
        <translation>Tú y {other} habéis llegado a 10 bazas extra: {points} puntos.</translation>
    </message>
    <message>
        <source>{seat} &amp; you reached 10 bags: {points} points.</source>
        <translation>{seat} y tú habéis llegado a 10 bazas extra: {points} puntos.</translation>
    </message>
    <message>
        <source>You reached 10 bags: {points} points.</source>
        <translation>Has llegado a 10 bazas extra: {points} puntos.</translation>
    </message>
    <message>
        <source>Your {bid} failed ({took} taken).</source>
        <translation>Tu {bid} ha fallado ({took} bazas).</translation>
    </message>
    <message>
        <source>You made {bid}.</source>
        <translation>Has cumplido tu {bid}.</translation>
    </message>
    <message>
        <source>You &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>Tú y {other} habéis fallado: apuesta {bid}, bazas {took}.</translation>
    </message>
    <message>
        <source>{seat} &amp; you were set: bid {bid}, took {took}.</source>
        <translation>{seat} y tú habéis fallado: apuesta {bid}, bazas {took}.</translation>
    </message>
    <message>
        <source>You were set: bid {bid}, took {took}.</source>
        <translation>Has fallado: apuesta {bid}, bazas {took}.</translation>
    </message>
    <message>
        <source>Play the {card} on top: the next player takes the kitty only about {percent}% of the time.</source>
        <translation>Juega {card} arriba: el siguiente jugador solo se lleva el bote alrededor del {percent}&#xa0;% de las veces.</translation>
    </message>
    <message>
        <source>You cannot play: pass the {card}, the card you need least.</source>
        <translation>No puedes jugar: pasa {card}, la carta que menos necesitas.</translation>
    </message>
    <message>
        <source>Take the kitty: it adds {points} points to your collection.</source>
        <translation>Llévate el bote: suma {points} puntos a tu colección.</translation>
    </message>
    <message>
        <source>Take the kitty now, while it adds only {points} points.</source>
        <translation>Llévate el bote ahora, mientras solo suma {points} puntos.</translation>
    </message>
    <message>
        <source>Only the last card matters: name the others in the usual order.</source>
        <translation>Solo importa la última carta: indica las demás en el orden habitual.</translation>
    </message>
    <message>
        <source>Each card of several must be at least the top card (or a two).</source>
        <translation>Con varias cartas, cada una tiene que ser al menos tan alta como la carta de arriba (o un dos).</translation>
    </message>
    <message>
        <source>In Statistics you play cards, take the kitty or pass a card.</source>
        <translation>En Estadísticas juegas cartas, te llevas el bote o pasas una carta.</translation>
    </message>
    <message>
        <source>Name the cards, each once.</source>
        <translation>Indica las cartas, cada una una sola vez.</translation>
    </message>
    <message>
        <source>You can play, so you may not pass.</source>
        <translation>Puedes jugar, así que no puedes pasar.</translation>
    </message>
    <message>
        <source>An ace always takes the kitty.</source>
        <translation>Un as siempre se lleva el bote.</translation>
    </message>
    <message>
        <source>A single jack on a lower or equal card of the other suit of its colour takes the kitty.</source>
        <translation>Una jota sola sobre una carta más baja o igual del otro palo de su mismo color se lleva el bote.</translation>
    </message>
    <message>
        <source>Only an ace, a two, a set of eights or a jack on the other suit of its colour takes the kitty.</source>
        <translation>Solo se llevan el bote un as, un dos, dos o más ochos juntos o una jota sobre el otro palo de su color.</translation>
    </message>
    <message>
        <source>Name the cards of a take in the usual order.</source>
        <translation>Indica en el orden habitual las cartas de una jugada que se lleva el bote.</translation>
    </message>
    <message>
        <source>On an empty kitty, lead one card or several cards of one rank.</source>
        <translation>Con el bote vacío, sal con una carta o con varias cartas del mismo valor.</translation>
    </message>
    <message>
        <source>A card must be at least the top card or of its suit.</source>
        <translation>Una carta tiene que ser al menos tan alta como la carta de arriba o de su palo.</translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation>Pasa exactamente una carta.</translation>
    </message>
    <message>
        <source>Eights take the kitty only when it has a top card.</source>
        <translation>Los ochos solo se llevan el bote cuando tiene una carta arriba.</translation>
    </message>
    <message>
        <source>Play cards to the kitty and take it at the right moment to collect aces, sets and the ten of diamonds, but not the queen of spades; twos are wild. The first to 120 wins.</source>
        <translation>Juega cartas al bote y llévatelo en el momento justo para reunir ases, grupos y el diez de diamantes, pero no la reina de picas; los doses son comodines. Gana el primero que llega a 120.</translation>
    </message>
    <message>
        <source>Reverse: the lowest score wins</source>
        <translation>Al revés: gana la puntuación más baja</translation>
    </message>
    <message>
        <source>Reverse Statistics</source>
        <translation>Estadísticas al revés</translation>
    </message>
    <message>
        <source>Statistics as a negative game: avoid taking points; when a player reaches the target, the lowest total wins.</source>
        <translation>Estadísticas como juego negativo: evita llevarte puntos; cuando un jugador llega al objetivo, gana el total más bajo.</translation>
    </message>
    <message>
        <source>Statistics played as a negative game: the game still ends at the target, and the lowest total wins.</source>
        <translation>Estadísticas como juego negativo: la partida sigue terminando al llegar al objetivo, y gana el total más bajo.</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player reaches this total.</source>
        <translation>La partida termina después de la mano en que un jugador llega a este total.</translation>
    </message>
    <message>
        <source>You scored {points}.</source>
        <translation>Has anotado {points}.</translation>
    </message>
    <message>
        <source>{seat} scored {points}.</source>
        <translation>{seat} ha anotado {points}.</translation>
    </message>
    <message>
        <source>Enter how many aces you took as a whole number.</source>
        <translation>Introduce como número entero cuántos ases te llevaste.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took as a whole number.</source>
        <translation>Introduce como número entero cuántos ases se llevó {seat}.</translation>
    </message>
    <message>
        <source>Enter how many aces you took.</source>
        <translation>Introduce cuántos ases te llevaste.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took.</source>
        <translation>Introduce cuántos ases se llevó {seat}.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>No puedes haberte llevado {count} ases: una colección tiene de 0 a 4.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>{seat} no puede haberse llevado {count} ases: una colección tiene de 0 a 4.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took as a whole number.</source>
        <translation>Introduce como número entero cuántas jotas y ochos te llevaste.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took as a whole number.</source>
        <translation>Introduce como número entero cuántas jotas y ochos se llevó {seat}.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took.</source>
        <translation>Introduce cuántas jotas y ochos te llevaste.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took.</source>
        <translation>Introduce cuántas jotas y ochos se llevó {seat}.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>No puedes haberte llevado {count} jotas y ochos: una colección tiene de 0 a 8.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>{seat} no puede haberse llevado {count} jotas y ochos: una colección tiene de 0 a 8.</translation>
    </message>
    <message>
        <source>Enter your set points as a whole number.</source>
        <translation>Introduce como número entero tus puntos de grupos.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points as a whole number.</source>
        <translation>Introduce como número entero los puntos de grupos de {seat}.</translation>
    </message>
    <message>
        <source>Enter your set points.</source>
        <translation>Introduce tus puntos de grupos.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points.</source>
        <translation>Introduce los puntos de grupos de {seat}.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>Tus puntos de grupos no pueden ser {points}: los grupos de una colección dan de 0 a {most}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>Los puntos de grupos de {seat} no pueden ser {points}: los grupos de una colección dan de 0 a {most}.</translation>
    </message>
    <message>
        <source>Choose who took the ten of diamonds.</source>
        <translation>Elige quién se llevó el diez de diamantes.</translation>
    </message>
    <message>
        <source>Choose who took the queen of spades.</source>
        <translation>Elige quién se llevó la reina de picas.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>Tus puntos de grupos no pueden ser {points}, un número impar: un grupo vale 2, 4 u 8.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>Los puntos de grupos de {seat} no pueden ser {points}, un número impar: un grupo vale 2, 4 u 8.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, your sets are worth at least {least}, not {points}.</source>
        <translation>Con los ases, jotas y ochos que te llevaste, tus grupos valen al menos {least}, no {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, the sets are worth at least {least}, not {points}.</source>
        <translation>Con los ases, jotas y ochos que se llevó {seat}, los grupos valen al menos {least}, no {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Con los ases, jotas y ochos que te llevaste, ninguna colección forma grupos que valgan {points}: cada valor salvo los doses suma 0, 2, 4 u 8, como mucho {most} en total.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Con los ases, jotas y ochos que se llevó {seat}, ninguna colección forma grupos que valgan {points}: cada valor salvo los doses suma 0, 2, 4 u 8, como mucho {most} en total.</translation>
    </message>
    <message>
        <source>The aces add up to {total}, but every card ends in a collection: they add up to 4.</source>
        <translation>Los ases suman {total}, pero cada carta acaba en una colección: suman 4.</translation>
    </message>
    <message>
        <source>The jacks and eights add up to {total}, but every card ends in a collection: they add up to 8.</source>
        <translation>Las jotas y los ochos suman {total}, pero cada carta acaba en una colección: suman 8.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but the aces make {aces} and each other rank but twos at most 8: {most} at most.</source>
        <translation>Los puntos de grupos suman {total}, pero los ases dan {aces} y cada uno de los demás valores salvo los doses como mucho 8: {most} como mucho.</translation>
    </message>
    <message numerus="yes">
        <source>{n} aces</source>
        <extracomment>English singular: {n} ace</extracomment>
        <translation>
            <numerusform>{n} as</numerusform>
            <numerusform>{n} ases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} jacks and eights</source>
        <extracomment>English singular: {n} jack or eight</extracomment>
        <translation>
            <numerusform>{n} jota u ocho</numerusform>
            <numerusform>{n} jotas y ochos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets worth {n} points</source>
        <extracomment>English singular: sets worth {n} point</extracomment>
        <translation>
            <numerusform>grupos por valor de {n} punto</numerusform>
            <numerusform>grupos por valor de {n} puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>You win the tie, having taken the ten of diamonds in the last round.</source>
        <translation>Ganas el desempate por haberte llevado el diez de diamantes en la última mano.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the ten of diamonds in the last round.</source>
        <translation>{seat} gana el desempate por haberse llevado el diez de diamantes en la última mano.</translation>
    </message>
    <message>
        <source>You win the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>Ganas el desempate por no haberte llevado el diez de diamantes en la última mano.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>{seat} gana el desempate por no haberse llevado el diez de diamantes en la última mano.</translation>
    </message>
    <message>
        <source>You win the tie, having taken the fewest points in the last round.</source>
        <translation>Ganas el desempate por haberte llevado menos puntos en la última mano.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the fewest points in the last round.</source>
        <translation>{seat} gana el desempate por haberse llevado menos puntos en la última mano.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the best total and the tie rule does not decide.</source>
        <extracomment>English singular: The win is shared: {n} player has the best total and the tie rule does not decide.</extracomment>
        <translation>
            <numerusform>La victoria se comparte: {n} jugador tiene el mejor total y la regla de desempate no decide.</numerusform>
            <numerusform>La victoria se comparte: {n} jugadores tienen el mejor total y la regla de desempate no decide.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one player can have taken the ten of diamonds: choose one.</source>
        <translation>Solo un jugador puede haberse llevado el diez de diamantes: elige uno.</translation>
    </message>
    <message>
        <source>Only one player can have taken the queen of spades: choose one.</source>
        <translation>Solo un jugador puede haberse llevado la reina de picas: elige uno.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but with {players} players each rank&apos;s four cards make sets worth {per_rank} or more: with the aces&apos; {aces}, at least {least}.</source>
        <translation>Los puntos de grupos suman {total}, pero con {players} jugadores las cuatro cartas de cada valor forman grupos que valen {per_rank} o más: con los {aces} de los ases, al menos {least}.</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Diez de diamantes</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Reina de picas</translation>
    </message>
    <message>
        <source>Jacks and eights</source>
        <translation>Jotas y ochos</translation>
    </message>
    <message>
        <source>Set points</source>
        <translation>Puntos de grupos</translation>
    </message>
    <message>
        <source>The player who took the ten of diamonds is not at this table.</source>
        <translation>El jugador que se llevó el diez de diamantes no está en esta mesa.</translation>
    </message>
    <message>
        <source>The player who took the queen of spades is not at this table.</source>
        <translation>El jugador que se llevó la reina de picas no está en esta mesa.</translation>
    </message>
    <message>
        <source>How many aces each collection holds, 10 points each: the four add up to 4.</source>
        <translation>Cuántos ases tiene cada colección, a 10 puntos cada uno: entre todas suman 4.</translation>
    </message>
    <message>
        <source>Who took the ten of diamonds: 20 points.</source>
        <translation>Quién se llevó el diez de diamantes: 20 puntos.</translation>
    </message>
    <message>
        <source>Who took the queen of spades: minus 20 points.</source>
        <translation>Quién se llevó la reina de picas: menos 20 puntos.</translation>
    </message>
    <message>
        <source>How many jacks and eights each collection holds, a point each: they add up to 8.</source>
        <translation>Cuántas jotas y ochos tiene cada colección, a un punto cada uno: entre todas suman 8.</translation>
    </message>
    <message>
        <source>Each collection&apos;s sets of a rank other than twos: 2 for a pair, 4 for three, 8 for four. Aces, jacks and eights make sets too, besides their own points (A-A is 20 + 2).</source>
        <translation>Los grupos de cada colección de un valor que no sea el dos: 2 por una pareja, 4 por un trío, 8 por un póquer. Los ases, jotas y ochos también forman grupos, además de sus propios puntos (A-A es 20 + 2).</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player reaches {n} points; the lowest total wins.</source>
        <extracomment>English singular: The match ends when a player reaches {n} point; the lowest total wins.</extracomment>
        <translation>
            <numerusform>La partida termina cuando un jugador llega a {n} punto; gana el total más bajo.</numerusform>
            <numerusform>La partida termina cuando un jugador llega a {n} puntos; gana el total más bajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>the ten of diamonds</source>
        <translation>el diez de diamantes</translation>
    </message>
    <message>
        <source>the queen of spades</source>
        <translation>la reina de picas</translation>
    </message>
    <message>
        <source>Play a card at least the top card, or one of its suit.</source>
        <translation>Juega una carta al menos tan alta como la de arriba, o una de su palo.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}, or take the kitty with your eights.</source>
        <translation>No puedes jugar: pasa una carta a {other} o llévate el bote con tus ochos.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}.</source>
        <translation>No puedes jugar: pasa una carta a {other}.</translation>
    </message>
    <message>
        <source>Lead any card, or several cards of one rank.</source>
        <translation>Sal con cualquier carta, o con varias cartas del mismo valor.</translation>
    </message>
    <message>
        <source>A two is on top: play any card or cards.</source>
        <translation>Arriba hay un dos: juega una o varias cartas cualesquiera.</translation>
    </message>
    <message numerus="yes">
        <source>Deck: {n} cards</source>
        <extracomment>English singular: Deck: {n} card</extracomment>
        <translation>
            <numerusform>Mazo: {n} carta</numerusform>
            <numerusform>Mazo: {n} cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kitty: {n} cards</source>
        <extracomment>English singular: Kitty: {n} card</extracomment>
        <translation>
            <numerusform>Bote: {n} carta</numerusform>
            <numerusform>Bote: {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>The kitty is empty: a free lead.</source>
        <translation>El bote está vacío: salida libre.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Colección</translation>
    </message>
    <message numerus="yes">
        <source>Hand of {n}</source>
        <extracomment>English singular: Hand of {n}</extracomment>
        <translation>
            <numerusform>Mano de {n}</numerusform>
            <numerusform>Mano de {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Name {n} holds a line break, a tab or another control character: a name is one line of text.</source>
        <translation>El nombre {n} contiene un salto de línea, un tabulador u otro carácter de control: un nombre es una sola línea de texto.</translation>
    </message>
    <message>
        <source>The match was already over after hand {hand}.</source>
        <translation>La partida ya había terminado tras la mano {hand}.</translation>
    </message>
    <message>
        <source>won the match</source>
        <translation>ganó la partida</translation>
    </message>
    <message>
        <source>{seat}&apos;s number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>El número {value} de {seat} es demasiado grande para una hoja de puntuación: los números van de {low} a {high}.</translation>
    </message>
    <message>
        <source>The number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>El número {value} es demasiado grande para una hoja de puntuación: los números van de {low} a {high}.</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Ganador: {names}</translation>
    </message>
    <message>
        <source>Leader: {names}</source>
        <translation>En cabeza: {names}</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Ganadores: {names}</translation>
    </message>
    <message>
        <source>Leaders: {names}</source>
        <translation>En cabeza: {names}</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Puntos por mano</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Gana el total más bajo</translation>
    </message>
    <message>
        <source>Number of hands</source>
        <translation>Número de manos</translation>
    </message>
    <message>
        <source>The match ends when a total reaches this score (0: no target).</source>
        <translation>La partida termina cuando un total llega a esta puntuación (0: sin objetivo).</translation>
    </message>
    <message>
        <source>On for penalty games (Hearts, Crazy Eights): the fewest points win.</source>
        <translation>Actívalo para juegos de penalización (Corazones, Ocho loco): gana quien tenga menos puntos.</translation>
    </message>
    <message>
        <source>The match ends after this many hands (0: no fixed number).</source>
        <translation>La partida termina tras este número de manos (0: sin número fijo).</translation>
    </message>
    <message>
        <source>Enter the points of {seat} as a whole number.</source>
        <translation>Introduce los puntos de {seat} como número entero.</translation>
    </message>
    <message>
        <source>What each player scored in this hand (negative for a loss).</source>
        <translation>Lo que puntuó cada jugador en esta mano (negativo si perdió).</translation>
    </message>
    <message>
        <source>{names} lead</source>
        <translation>{names} van en cabeza</translation>
    </message>
    <message>
        <source>a {sheet} sheet has {low} to {high} columns, not {columns}</source>
        <translation>una hoja de {sheet} tiene de {low} a {high} columnas, no {columns}</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>has ganado</translation>
    </message>
    <message>
        <source>you lead</source>
        <translation>vas en cabeza</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>{names} han ganado</translation>
    </message>
    <message>
        <source>no hands yet</source>
        <translation>aún no hay manos</translation>
    </message>
    <message>
        <source>the file is only {size} bytes long</source>
        <translation>el archivo solo tiene {size} bytes</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>the file holds a single byte</source>
        <translation>el archivo solo contiene un byte</translation>
    </message>
    <message>
        <source>The picture {path} is {width} × {height} pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>La imagen {path} mide {width} × {height} píxeles; Card Table acepta imágenes de hasta {limit} megapíxeles.</translation>
    </message>
    <message>
        <source>The picture {path} is damaged or cut short and cannot be used ({problem}).</source>
        <translation>La imagen {path} está dañada o cortada y no se puede usar ({problem}).</translation>
    </message>
    <message>
        <source>The picture {path} is far too large in pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>La imagen {path} tiene demasiados píxeles; Card Table acepta imágenes de hasta {limit} megapíxeles.</translation>
    </message>
    <message>
        <source>Your picture could not be kept in {folder}: {problem}.</source>
        <translation>No se pudo guardar tu imagen en {folder}: {problem}.</translation>
    </message>
    <message>
        <source>The picture {path} is too large a file ({megabytes} MB); Card Table takes pictures of up to {limit} MB.</source>
        <translation>El archivo de la imagen {path} es demasiado grande ({megabytes} MB); Card Table acepta imágenes de hasta {limit} MB.</translation>
    </message>
    <message>
        <source>The picture {path} could not be opened: {problem}.</source>
        <translation>No se pudo abrir la imagen {path}: {problem}.</translation>
    </message>
    <message>
        <source>The file {path} is not a picture Card Table can read.</source>
        <translation>El archivo {path} no es una imagen que Card Table pueda leer.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game: it is {size} MB, and a saved game is at most {limit} MB.</source>
        <translation>{file} no es una partida guardada de Card Table: ocupa {size} MB, y una partida guardada ocupa como mucho {limit} MB.</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>El archivo</translation>
    </message>
    <message>
        <source>a game id</source>
        <translation>un id de juego</translation>
    </message>
    <message>
        <source>a number of players</source>
        <translation>un número de jugadores</translation>
    </message>
    <message>
        <source>the options</source>
        <translation>las opciones</translation>
    </message>
    <message>
        <source>a seed</source>
        <translation>una semilla</translation>
    </message>
    <message>
        <source>the first dealer</source>
        <translation>el primer repartidor</translation>
    </message>
    <message>
        <source>the finished hands</source>
        <translation>las manos terminadas</translation>
    </message>
    <message>
        <source>the hand in progress (or null)</source>
        <translation>la mano en curso (o null)</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: {problem}.</source>
        <translation>La partida guardada de {game} no se puede reproducir: {problem}.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (its format tag is missing or wrong).</source>
        <translation>{file} no es una partida guardada de Card Table (falta su etiqueta de formato o es incorrecta).</translation>
    </message>
    <message>
        <source>{file} has no valid format version ({version}).</source>
        <translation>{file} no tiene una versión de formato válida ({version}).</translation>
    </message>
    <message>
        <source>{file} was saved by a newer Card Table (save format {version}; this version reads up to {known}). Update Card Table to open it.</source>
        <translation>{file} se guardó con una versión más reciente de Card Table (formato {version}; esta versión lee hasta el {known}). Actualiza Card Table para poder abrir la partida.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;saved_at&apos; is not a date.</source>
        <translation>La partida guardada está dañada: «saved_at» no es una fecha.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;extra&apos; is not an object.</source>
        <translation>La partida guardada está dañada: «extra» no es un objeto.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;match&apos; is not an object.</source>
        <translation>La partida guardada está dañada: «match» no es un objeto.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it should list {count} seats.</source>
        <translation>La partida guardada está dañada: debería contener {count} asientos.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} hands, and a match has at most {limit}.</source>
        <translation>La partida guardada está dañada: tiene {count} manos, y una partida tiene como mucho {limit}.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} moves, and a match has at most {limit}.</source>
        <translation>La partida guardada está dañada: tiene {count} jugadas, y una partida tiene como mucho {limit}.</translation>
    </message>
    <message>
        <source>This saved game has {count} human seats ({seats}); Card Table plays with one human at the table, so it cannot be continued.</source>
        <translation>Esta partida guardada tiene {count} asientos humanos ({seats}); Card Table se juega con un solo humano en la mesa, así que no se puede continuar.</translation>
    </message>
    <message>
        <source>This saved game is a game of &apos;{game}&apos;, which is not installed (installed games: {installed}).</source>
        <translation>Esta partida guardada es de «{game}», que no está instalado (juegos instalados: {installed}).</translation>
    </message>
    <message>
        <source>The saved {game} match has {count} hands, and a match of {game} has {limit}.</source>
        <translation>La partida guardada de {game} tiene {count} manos, y una partida de {game} tiene {limit}.</translation>
    </message>
    <message>
        <source>The saved {game} match has settings this version does not accept: {problem}.</source>
        <translation>La partida guardada de {game} tiene ajustes que esta versión no acepta: {problem}.</translation>
    </message>
    <message>
        <source>The match could not be saved: {problem}.</source>
        <translation>No se ha podido guardar la partida: {problem}.</translation>
    </message>
    <message>
        <source>{file} could not be opened: {problem}.</source>
        <translation>No se ha podido abrir {file}: {problem}.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (it is not readable JSON).</source>
        <translation>{file} no es una partida guardada de Card Table (no es JSON legible).</translation>
    </message>
    <message>
        <source>{file} uses save format {version}, which this version cannot convert.</source>
        <translation>{file} usa el formato {version}, que esta versión no puede convertir.</translation>
    </message>
    <message>
        <source>The saved game is incomplete: the field &apos;{key}&apos; is missing.</source>
        <translation>La partida guardada está incompleta: falta el campo «{key}».</translation>
    </message>
    <message>
        <source>The saved game is incomplete: {what} (&apos;match.{key}&apos;) is missing.</source>
        <translation>La partida guardada está incompleta: falta {what} («match.{key}»).</translation>
    </message>
    <message>
        <source>The saved game is damaged: {what} (&apos;match.{key}&apos;) is not valid.</source>
        <translation>La partida guardada está dañada: {what} («match.{key}») no es válido.</translation>
    </message>
    <message>
        <source>The saved game is damaged: seat {number} needs a name, a kind (human or computer) and a level.</source>
        <translation>La partida guardada está dañada: el asiento {number} necesita un nombre, un tipo (humano u ordenador) y un nivel.</translation>
    </message>
    <message>
        <source>The saved {game} match has more hands than the match allows (hand {hand}).</source>
        <translation>La partida guardada de {game} tiene más manos de las que permite la partida (mano {hand}).</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>La partida en curso</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand}, move {move} ({text}) is refused: {problem}.</source>
        <translation>La partida guardada de {game} no se puede reproducir: en la mano {hand} se rechaza la jugada {move} ({text}): {problem}.</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand} stops before its end.</source>
        <translation>La partida guardada de {game} no se puede reproducir: la mano {hand} se detiene antes de terminar.</translation>
    </message>
    <message>
        <source>The game in progress could not be opened ({problem}).</source>
        <translation>No se ha podido abrir la partida en curso ({problem}).</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} The file was set aside as {moved}.</source>
        <translation>No se ha podido restaurar la partida en curso: {problem} El archivo se ha apartado como {moved}.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} It could not be set aside ({reason}).</source>
        <translation>No se ha podido restaurar la partida en curso: {problem} No se ha podido apartar ({reason}).</translation>
    </message>
    <message>
        <source>Your settings file could not be read and was set aside as {moved}; defaults are used.</source>
        <translation>No se ha podido leer tu archivo de ajustes y se ha apartado como {moved}; se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>se esperaba true o false</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>se esperaba texto</translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation>se esperaba un nombre no vacío</translation>
    </message>
    <message>
        <source>expected a list of game ids</source>
        <translation>se esperaba una lista de ids de juego</translation>
    </message>
    <message>
        <source>expected base64 text</source>
        <translation>se esperaba texto en base64</translation>
    </message>
    <message>
        <source>expected one of {allowed}</source>
        <translation>se esperaba uno de {allowed}</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be set aside ({problem}); defaults are used.</source>
        <translation>No se ha podido leer tu archivo de ajustes ni apartarlo ({problem}); se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>Your settings file could not be opened ({problem}); defaults are used.</source>
        <translation>No se ha podido abrir tu archivo de ajustes ({problem}); se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>The setting &apos;{name}&apos; had an unusable value ({value}: {problem}); the default ({default}) is used.</source>
        <translation>El ajuste «{name}» tenía un valor inutilizable ({value}: {problem}); se usa el predeterminado ({default}).</translation>
    </message>
    <message>
        <source>There is no score sheet {id}.</source>
        <translation>No existe la hoja de puntuación {id}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} could not be opened: {problem}.</source>
        <translation>No se ha podido abrir el archivo de hojas de puntuación {path}: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} was written by a newer Card Table; it is left untouched and the sheets of this session are not kept.</source>
        <translation>El archivo de hojas de puntuación {path} lo escribió una versión más reciente de Card Table; no se modifica y las hojas de esta sesión no se conservan.</translation>
    </message>
    <message>
        <source>The score sheets file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>El archivo de hojas de puntuación {path} está dañado ({damage}) y no se ha podido apartar ({problem}).</translation>
    </message>
    <message>
        <source>The score sheets file was damaged ({damage}) and was set aside as {moved}; a new, empty one was started.</source>
        <translation>El archivo de hojas de puntuación estaba dañado ({damage}) y se ha apartado como {moved}; se ha empezado uno nuevo, vacío.</translation>
    </message>
    <message>
        <source>The score sheets file is closed.</source>
        <translation>El archivo de hojas de puntuación está cerrado.</translation>
    </message>
    <message>
        <source>The score sheet could not be saved: {problem}.</source>
        <translation>No se ha podido guardar la hoja de puntuación: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets could not be read: {problem}.</source>
        <translation>No se han podido leer las hojas de puntuación: {problem}.</translation>
    </message>
    <message>
        <source>There is already a score sheet {id}.</source>
        <translation>Ya existe una hoja de puntuación {id}.</translation>
    </message>
    <message>
        <source>The statistics file {path} could not be opened: {problem}.</source>
        <translation>No se ha podido abrir el archivo de estadísticas {path}: {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {path} was written by a newer Card Table; it is left untouched and the results of this session are not kept.</source>
        <translation>El archivo de estadísticas {path} lo escribió una versión más reciente de Card Table; no se modifica y los resultados de esta sesión no se conservan.</translation>
    </message>
    <message>
        <source>The statistics file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>El archivo de estadísticas {path} está dañado ({damage}) y no se ha podido apartar ({problem}).</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({damage}) and was set aside as {moved}; statistics start afresh.</source>
        <translation>El archivo de estadísticas estaba dañado ({damage}) y se ha apartado como {moved}; las estadísticas empiezan de cero.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {problem}.</source>
        <translation>No se han podido guardar las estadísticas: {problem}.</translation>
    </message>
    <message>
        <source>The statistics could not be read: {problem}.</source>
        <translation>No se han podido leer las estadísticas: {problem}.</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Seleccionada: {card}.</translation>
    </message>
    <message>
        <source>{card}, cannot be played now</source>
        <translation>{card}, no se puede jugar ahora</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <source>Row of {suit}: {low} to {high}</source>
        <translation>Fila de {suit}: de {low} a {high}</translation>
    </message>
    <message>
        <source>{label}, empty</source>
        <translation>{label}, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>{label}, {n} cards</source>
        <extracomment>English singular: {label}, {n} card</extracomment>
        <translation>
            <numerusform>{label}, {n} carta</numerusform>
            <numerusform>{label}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, seleccionada</translation>
    </message>
    <message>
        <source>{card}, can be played</source>
        <translation>{card}, se puede jugar</translation>
    </message>
    <message>
        <source>{card}, cannot be played: {reason}</source>
        <translation>{card}, no se puede jugar: {reason}</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Seleccionada</translation>
    </message>
    <message>
        <source>Can be played</source>
        <translation>Se puede jugar</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, empty</source>
        <translation>Mano de {name}, vacía</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand, {n} cards</source>
        <extracomment>English singular: {name}&apos;s hand, {n} card</extracomment>
        <translation>
            <numerusform>Mano de {name}, {n} carta</numerusform>
            <numerusform>Mano de {name}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick: empty</source>
        <translation>Baza: vacía</translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards</source>
        <extracomment>English singular: Trick: {n} card</extracomment>
        <translation>
            <numerusform>Baza: {n} carta</numerusform>
            <numerusform>Baza: {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by you, no cards</source>
        <translation>Ganadas por ti, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Won by you, {n} cards</source>
        <extracomment>English singular: Won by you, {n} card</extracomment>
        <translation>
            <numerusform>Ganadas por ti, {n} carta</numerusform>
            <numerusform>Ganadas por ti, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by {name}, no cards</source>
        <translation>Ganadas por {name}, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Won by {name}, {n} cards</source>
        <extracomment>English singular: Won by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Ganadas por {name}, {n} carta</numerusform>
            <numerusform>Ganadas por {name}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by you, no cards</source>
        <translation>Tomadas por ti, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Taken by you, {n} cards</source>
        <extracomment>English singular: Taken by you, {n} card</extracomment>
        <translation>
            <numerusform>Tomadas por ti, {n} carta</numerusform>
            <numerusform>Tomadas por ti, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by {name}, no cards</source>
        <translation>Tomadas por {name}, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Taken by {name}, {n} cards</source>
        <extracomment>English singular: Taken by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Tomadas por {name}, {n} carta</numerusform>
            <numerusform>Tomadas por {name}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from you, no cards</source>
        <translation>Tu pase, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Passing from you, {n} cards</source>
        <extracomment>English singular: Passing from you, {n} card</extracomment>
        <translation>
            <numerusform>Tu pase, {n} carta</numerusform>
            <numerusform>Tu pase, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from {name}, no cards</source>
        <translation>Pase de {name}, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Passing from {name}, {n} cards</source>
        <extracomment>English singular: Passing from {name}, {n} card</extracomment>
        <translation>
            <numerusform>Pase de {name}, {n} carta</numerusform>
            <numerusform>Pase de {name}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by you, no cards</source>
        <translation>Jugadas por ti, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Played by you, {n} cards</source>
        <extracomment>English singular: Played by you, {n} card</extracomment>
        <translation>
            <numerusform>Jugadas por ti, {n} carta</numerusform>
            <numerusform>Jugadas por ti, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}, no cards</source>
        <translation>Jugadas por {name}, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>Played by {name}, {n} cards</source>
        <extracomment>English singular: Played by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Jugadas por {name}, {n} carta</numerusform>
            <numerusform>Jugadas por {name}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Crib, empty</source>
        <translation>Crib, vacío</translation>
    </message>
    <message numerus="yes">
        <source>Crib, {n} cards</source>
        <extracomment>English singular: Crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib, {n} carta</numerusform>
            <numerusform>Crib, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <translation>Mazo, vacío</translation>
    </message>
    <message numerus="yes">
        <source>Stock, {n} cards</source>
        <extracomment>English singular: Stock, {n} card</extracomment>
        <translation>
            <numerusform>Mazo, {n} carta</numerusform>
            <numerusform>Mazo, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Pila de descarte: {card}</translation>
    </message>
    <message>
        <source>Discard pile, {n} cards, {card} on top</source>
        <translation>Pila de descarte, {n} cartas, {card} encima</translation>
    </message>
    <message>
        <source>Row of {suit}: empty</source>
        <translation>Fila de {suit}: vacía</translation>
    </message>
    <message>
        <source>Row of {suit}: {card}</source>
        <translation>Fila de {suit}: {card}</translation>
    </message>
    <message>
        <source>{label}: {card}</source>
        <translation>{label}: {card}</translation>
    </message>
    <message>
        <source>{label} of {name}, empty</source>
        <translation>{label} de {name}, sin cartas</translation>
    </message>
    <message numerus="yes">
        <source>{label} of {name}, {n} cards</source>
        <extracomment>English singular: {label} of {name}, {n} card</extracomment>
        <translation>
            <numerusform>{label} de {name}, {n} carta</numerusform>
            <numerusform>{label} de {name}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, can be passed</source>
        <translation>{card}, se puede pasar</translation>
    </message>
    <message>
        <source>{card}, can be discarded</source>
        <translation>{card}, se puede descartar</translation>
    </message>
    <message>
        <source>Can be passed</source>
        <translation>Se puede pasar</translation>
    </message>
    <message>
        <source>Can be discarded</source>
        <translation>Se puede descartar</translation>
    </message>
    <message>
        <source>Cannot be played: {reason}</source>
        <translation>No se puede jugar: {reason}</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>No se puede jugar ahora</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Tu mano, vacía</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, {n} cards</source>
        <extracomment>English singular: Your hand, {n} card</extracomment>
        <translation>
            <numerusform>Tu mano, {n} carta</numerusform>
            <numerusform>Tu mano, {n} cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards, {suit} led</source>
        <extracomment>English singular: Trick: {n} card, {suit} led</extracomment>
        <translation>
            <numerusform>Baza: {n} carta, palo de salida: {suit}</numerusform>
            <numerusform>Baza: {n} cartas, palo de salida: {suit}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s crib, empty</source>
        <translation>Crib de {name}, vacío</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s crib, {n} cards</source>
        <extracomment>English singular: {name}&apos;s crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib de {name}, {n} carta</numerusform>
            <numerusform>Crib de {name}, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Pila de descarte, vacía</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, {n} cards</source>
        <extracomment>English singular: Discard pile, {n} card</extracomment>
        <translation>
            <numerusform>Pila de descarte, {n} carta</numerusform>
            <numerusform>Pila de descarte, {n} cartas</numerusform>
        </translation>
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
        <source>{deck} (Aisleriot)</source>
        <translation>{deck} (Aisleriot)</translation>
    </message>
    <message>
        <source>not an SVG file: {path}</source>
        <translation>no es un archivo SVG: {path}</translation>
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
        <translation>Card Table de cuatro colores</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {problem}</source>
        <translation>Baraja de KDE {deck}: {problem}</translation>
    </message>
    <message>
        <source>Aisleriot deck {deck}: {problem}</source>
        <translation>Baraja de Aisleriot {deck}: {problem}</translation>
    </message>
    <message>
        <source>file not found: {path}</source>
        <translation>archivo no encontrado: {path}</translation>
    </message>
    <message>
        <source>unreadable SVG {path}: {error}</source>
        <translation>SVG ilegible {path}: {error}</translation>
    </message>
    <message>
        <source>The built-in deck is missing from {path}; cards are drawn plainly.</source>
        <translation>Falta la baraja integrada en {path}; las cartas se dibujan de forma sencilla.</translation>
    </message>
    <message>
        <source>KDE deck {deck}: cannot read {path}: {error}</source>
        <translation>Baraja de KDE {deck}: no se puede leer {path}: {error}</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {path} has no [KDE Backdeck] section.</source>
        <translation>Baraja de KDE {deck}: {path} no tiene sección [KDE Backdeck].</translation>
    </message>
    <message>
        <source>KDE deck {deck}: not an SVG deck (no SVG= key in {path}).</source>
        <translation>Baraja de KDE {deck}: no es una baraja SVG (no hay clave SVG= en {path}).</translation>
    </message>
    <message>
        <source>{deck}: Qt cannot read {path}</source>
        <translation>{deck}: Qt no puede leer {path}</translation>
    </message>
    <message>
        <source>Your crib, empty</source>
        <translation>Tu crib, vacío</translation>
    </message>
    <message numerus="yes">
        <source>Your crib, {n} cards</source>
        <extracomment>English singular: Your crib, {n} card</extracomment>
        <translation>
            <numerusform>Tu crib, {n} carta</numerusform>
            <numerusform>Tu crib, {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck}: no card elements found in {path}</source>
        <translation>{deck}: no se han encontrado elementos de carta en {path}</translation>
    </message>
    <message>
        <source>{deck}: its card elements are empty</source>
        <translation>{deck}: sus elementos de carta están vacíos</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>no se puede leer {path}: {error}</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded</source>
        <translation>{deck}: no se puede cargar</translation>
    </message>
    <message>
        <source>Trick-taking</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Shedding</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Adding</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Colocación</translation>
    </message>
    <message>
        <source>Fishing</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Azar</translation>
    </message>
    <message>
        <source>Banking</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>{players} · {family}</source>
        <translation>{players} · {family}</translation>
    </message>
    <message>
        <source>{players} · {family} · played recently</source>
        <translation>{players} · {family} · jugado hace poco</translation>
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
        <source>&amp;Back to the match</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Elige un juego</translation>
    </message>
    <message>
        <source>Crib ({name}&apos;s)</source>
        <translation>Crib (de {name})</translation>
    </message>
    <message>
        <source>{name} says go.</source>
        <translation>{name} dice go.</translation>
    </message>
    <message>
        <source>Crib (yours)</source>
        <translation>Crib (tuyo)</translation>
    </message>
    <message>
        <source>You say go.</source>
        <translation>Dices go.</translation>
    </message>
    <message>
        <source>Confirm: redouble {names}</source>
        <translation>Confirmar: redoblar a {names}</translation>
    </message>
    <message>
        <source>Confirm: double {names}</source>
        <translation>Confirmar: doblar a {names}</translation>
    </message>
    <message>
        <source>The sheet could not be drawn as a PDF.</source>
        <translation>No se ha podido dibujar la hoja como PDF.</translation>
    </message>
    <message>
        <source>{path} was not written.</source>
        <translation>No se ha escrito {path}.</translation>
    </message>
    <message>
        <source>This sheet is damaged and cannot be opened. Delete it for good? This cannot be undone.</source>
        <translation>Esta hoja está dañada y no se puede abrir. ¿Borrarla definitivamente? No se puede deshacer.</translation>
    </message>
    <message>
        <source>⚠ Damaged: this sheet cannot be opened.</source>
        <translation>⚠ Dañada: esta hoja no se puede abrir.</translation>
    </message>
    <message>
        <source>This sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so your change was not made. The sheet now shows what is kept.</source>
        <translation>Esta hoja se ha cambiado en otro lugar (quizá en otra copia de Card Table) desde que se mostró, así que tu cambio no se ha hecho. Ahora la hoja muestra lo que está guardado.</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Mirar mis cartas</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>jugar {cards}</translation>
    </message>
    <message>
        <source>pass {cards}</source>
        <translation>pasar {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>descartar {cards}</translation>
    </message>
    <message>
        <source>put {cards} in the crib</source>
        <translation>poner {cards} en el crib</translation>
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
        <translation>elegir {suit} como triunfo</translation>
    </message>
    <message>
        <source>Move the focus along your hand</source>
        <translation>Mover el foco por tu mano</translation>
    </message>
    <message>
        <source>Focus the first or the last card of your hand</source>
        <translation>Llevar el foco a la primera o la última carta de tu mano</translation>
    </message>
    <message>
        <source>Play the focused card, or confirm the chosen cards</source>
        <translation>Jugar la carta con el foco, o confirmar las cartas elegidas</translation>
    </message>
    <message>
        <source>Select the focused card, or choose it to pass or discard</source>
        <translation>Seleccionar la carta con el foco, o elegirla para pasar o descartar</translation>
    </message>
    <message>
        <source>Cancel the selection and the focus</source>
        <translation>Cancelar la selección y el foco</translation>
    </message>
    <message>
        <source>Press the action buttons under the table, in order</source>
        <translation>Pulsar los botones de acción bajo la mesa, por orden</translation>
    </message>
    <message>
        <source>Press the action buttons while bidding</source>
        <translation>Pulsar los botones de acción durante las apuestas</translation>
    </message>
    <message>
        <source>Raise or lower your bid</source>
        <translation>Subir o bajar tu apuesta</translation>
    </message>
    <message>
        <source>While bidding: type your bid (then Enter bids it)</source>
        <translation>Durante las apuestas: escribe tu apuesta (luego Intro la confirma)</translation>
    </message>
    <message>
        <source>Review the last trick</source>
        <translation>Revisar la última baza</translation>
    </message>
    <message>
        <source>Read out the table: what to do, the trick, the piles and the players</source>
        <translation>Leer la mesa en voz alta: qué hacer, la baza, los montones y los jugadores</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>play {cards} and name {suit}</source>
        <translation>jugar {cards} y elegir {suit}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Table message</source>
        <translation>Mensaje de la mesa</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message numerus="yes">
        <source>Confirm {n} selected cards</source>
        <extracomment>English singular: Confirm {n} selected card</extracomment>
        <translation>
            <numerusform>Confirmar {n} carta seleccionada</numerusform>
            <numerusform>Confirmar {n} cartas seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose how to play the card</source>
        <translation>Elige cómo jugar la carta</translation>
    </message>
    <message>
        <source>Card table: {prompt}</source>
        <translation>Mesa de juego: {prompt}</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Won by {name}.</source>
        <translation>Ganada por {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Pass {n} selected cards</source>
        <extracomment>English singular: Pass {n} selected card</extracomment>
        <translation>
            <numerusform>Pasar {n} carta seleccionada</numerusform>
            <numerusform>Pasar {n} cartas seleccionadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} selected cards</source>
        <extracomment>English singular: Discard {n} selected card</extracomment>
        <translation>
            <numerusform>Descartar {n} carta seleccionada</numerusform>
            <numerusform>Descartar {n} cartas seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>No game at the table.</source>
        <translation>No hay ninguna partida en la mesa.</translation>
    </message>
    <message>
        <source>No trick has been completed yet.</source>
        <translation>Aún no se ha completado ninguna baza.</translation>
    </message>
    <message>
        <source>Key {key} presses this button</source>
        <translation>La tecla {key} pulsa este botón</translation>
    </message>
    <message>
        <source>Keys {first} to {last} press these buttons</source>
        <translation>Las teclas {first} a {last} pulsan estos botones</translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} cards first ({chosen} chosen).</source>
        <extracomment>English singular: Choose {n} card first ({chosen} chosen).</extracomment>
        <translation>
            <numerusform>Elige primero {n} carta ({chosen} elegidas).</numerusform>
            <numerusform>Elige primero {n} cartas ({chosen} elegidas).</numerusform>
        </translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Esa carta no se puede jugar ahora.</translation>
    </message>
    <message>
        <source>{button} cannot be chosen now.</source>
        <translation>Ahora no se puede elegir {button}.</translation>
    </message>
    <message>
        <source>{label}  [{key}]</source>
        <translation>{label}  [{key}]</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen {n} cards already: choose one again to put it back.</source>
        <extracomment>English singular: You have chosen {n} card already: choose it again to put it back.</extracomment>
        <translation>
            <numerusform>Ya has elegido {n} carta: vuelve a elegirla para devolverla.</numerusform>
            <numerusform>Ya has elegido {n} cartas: vuelve a elegir una para devolverla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}</source>
        <translation>Jugada por {name}</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} jugadores</translation>
    </message>
    <message numerus="yes">
        <source>{n} players</source>
        <extracomment>English singular: {n} player</extracomment>
        <translation>
            <numerusform>{n} jugador</numerusform>
            <numerusform>{n} jugadores</numerusform>
        </translation>
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
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Every command has a key. At the table the keyboard does all the mouse does.</source>
        <translation>Cada orden tiene una tecla. En la mesa, el teclado hace todo lo que hace el ratón.</translation>
    </message>
    <message>
        <source>Grouped as Game, Table, Score sheets and Help: the action, then its keys</source>
        <translation>Agrupados en Juego, Mesa, Hojas de puntuación y Ayuda: la acción y luego sus teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Statistics per game and computer level</source>
        <translation>Estadísticas por juego y nivel del ordenador</translation>
    </message>
    <message>
        <source>No finished matches yet: statistics appear when a match ends.</source>
        <translation>Aún no hay partidas terminadas: las estadísticas aparecen cuando termina una partida.</translation>
    </message>
    <message>
        <source>Reset all…</source>
        <translation>Restablecer todo…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Forget every finished match of every game?</source>
        <translation>¿Olvidar todas las partidas terminadas de todos los juegos?</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Average points</source>
        <translation>Puntos medios</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Robar una carta</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>¡Última carta!</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Dejar</translation>
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
        <translation>Pasar</translation>
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
    <message numerus="yes">
        <source>Always {n} players</source>
        <extracomment>English singular: Always {n} player</extracomment>
        <translation>
            <numerusform>Siempre {n} jugador</numerusform>
            <numerusform>Siempre {n} jugadores</numerusform>
        </translation>
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
        <source>{names} win with {total}</source>
        <translation>{names} ganan con {total}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Aún no hay manos.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>En cabeza</translation>
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
        <source>Two columns have the same name.</source>
        <translation>Dos columnas tienen el mismo nombre.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Hojas de puntuación</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your crib.</source>
        <extracomment>English singular: Discard {n} card to your crib.</extracomment>
        <translation>
            <numerusform>Descarta {n} carta a tu crib.</numerusform>
            <numerusform>Descarta {n} cartas a tu crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponents&apos; crib.</source>
        <extracomment>English singular: Discard {n} card to your opponents&apos; crib.</extracomment>
        <translation>
            <numerusform>Descarta {n} carta al crib de tus rivales.</numerusform>
            <numerusform>Descarta {n} cartas al crib de tus rivales.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponent&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your opponent&apos;s crib.</extracomment>
        <translation>
            <numerusform>Descarta {n} carta al crib de tu rival.</numerusform>
            <numerusform>Descarta {n} cartas al crib de tu rival.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} to play.</source>
        <translation>Le toca jugar a {seat}.</translation>
    </message>
    <message>
        <source>The box scores for the non-dealer; the dealer pegs and counts first.</source>
        <translation>La caja puntúa para el que no reparte; el repartidor juega y cuenta primero.</translation>
    </message>
    <message>
        <source>Cribbage to 61</source>
        <translation>Cribbage a 61</translation>
    </message>
    <message>
        <source>A short game, once round a 61-hole board.</source>
        <translation>Una partida corta, una vuelta a un tablero de 61 agujeros.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to the crib first.</source>
        <extracomment>English singular: Discard {n} card to the crib first.</extracomment>
        <translation>
            <numerusform>Primero descarta {n} carta al crib.</numerusform>
            <numerusform>Primero descarta {n} cartas al crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} points</source>
        <extracomment>English singular: {name}: {n} point</extracomment>
        <translation>
            <numerusform>{name}: {n} punto</numerusform>
            <numerusform>{name}: {n} puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} more cards to pass {direction}.</source>
        <extracomment>English singular: Choose {n} more card to pass {direction}.</extracomment>
        <translation>
            <numerusform>Elige {n} carta más para pasar {direction}.</numerusform>
            <numerusform>Elige {n} cartas más para pasar {direction}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: {total} for {n} tricks</source>
        <extracomment>English singular: Bids: {total} for {n} trick</extracomment>
        <translation>
            <numerusform>Apuestas: {total} para {n} baza</numerusform>
            <numerusform>Apuestas: {total} para {n} bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks under</source>
        <extracomment>English singular: {n} trick under</extracomment>
        <translation>
            <numerusform>{n} baza de menos</numerusform>
            <numerusform>{n} bazas de menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks over</source>
        <extracomment>English singular: {n} trick over</extracomment>
        <translation>
            <numerusform>{n} baza de más</numerusform>
            <numerusform>{n} bazas de más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Próxima mano: {n} carta cada uno; reparte {seat} y {other} apuesta primero.</numerusform>
            <numerusform>Próxima mano: {n} cartas cada uno; reparte {seat} y {other} apuesta primero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} cards.</source>
        <extracomment>English singular: {seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} card.</extracomment>
        <translation>
            <numerusform>{seat} apostó {points}: en una mano de {n} carta se apuesta de {minimum} a {maximum}.</numerusform>
            <numerusform>{seat} apostó {points}: en una mano de {n} cartas se apuesta de {minimum} a {maximum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} tricks: in this hand a player takes {minimum} to {maximum}.</source>
        <extracomment>English singular: {seat} took {n} trick: in this hand a player takes {minimum} to {maximum}.</extracomment>
        <translation>
            <numerusform>{seat} hizo {n} baza: en esta mano un jugador hace de {minimum} a {maximum}.</numerusform>
            <numerusform>{seat} hizo {n} bazas: en esta mano un jugador hace de {minimum} a {maximum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Última mano: {n} carta cada uno, sin triunfo; reparte {seat} y {other} apuesta primero.</numerusform>
            <numerusform>Última mano: {n} cartas cada uno, sin triunfo; reparte {seat} y {other} apuesta primero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About {n} tricks: aces, guarded kings, spades and ruffs.</source>
        <extracomment>English singular: About {n} trick: aces, guarded kings, spades and ruffs.</extracomment>
        <translation>
            <numerusform>Alrededor de {n} baza: ases, reyes guardados, picas y fallos.</numerusform>
            <numerusform>Unas {n} bazas: ases, reyes guardados, picas y fallos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; {other} made their {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; {other} made their {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} y {other} han cumplido su apuesta de {bid} con {n} baza.</numerusform>
            <numerusform>{seat} y {other} han cumplido su apuesta de {bid} con {n} bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} made {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} ha cumplido su apuesta de {bid} con {n} baza.</numerusform>
            <numerusform>{seat} ha cumplido su apuesta de {bid} con {n} bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks</source>
        <extracomment>English singular: {n} trick</extracomment>
        <translation>
            <numerusform>{n} baza</numerusform>
            <numerusform>{n} bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags (100 off at {limit}).</source>
        <extracomment>English singular: {seat}: {n} bag (100 off at {limit}).</extracomment>
        <translation>
            <numerusform>{seat}: {n} baza extra (al llegar a {limit}: menos 100).</numerusform>
            <numerusform>{seat}: {n} bazas extra (al llegar a {limit}: menos 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags.</source>
        <extracomment>English singular: {seat}: {n} bag.</extracomment>
        <translation>
            <numerusform>{seat}: {n} baza extra.</numerusform>
            <numerusform>{seat}: {n} bazas extra.</numerusform>
        </translation>
    </message>
    <message>
        <source>This saved game cannot be played: seat {number} ({name}) has a computer level this version cannot use: {problem}.</source>
        <translation>Esta partida guardada no se puede jugar: el asiento {number} ({name}) tiene un nivel del ordenador que esta versión no puede usar: {problem}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder}: {problem}.</source>
        <translation>No se han podido guardar tus ajustes en {folder}: {problem}.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: hand {hand} cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>La hoja de puntuación «{title}» (número {id}) está dañada: no se puede leer la mano {hand}. Se deja tal como está; las demás hojas no se ven afectadas.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its list of players cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>La hoja de puntuación «{title}» (número {id}) está dañada: no se puede leer su lista de jugadores. Se deja tal como está; las demás hojas no se ven afectadas.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its options cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>La hoja de puntuación «{title}» (número {id}) está dañada: no se pueden leer sus opciones. Se deja tal como está; las demás hojas no se ven afectadas.</translation>
    </message>
    <message>
        <source>The score sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so this change was not made.</source>
        <translation>La hoja de puntuación se ha cambiado en otro lugar (quizá en otra copia de Card Table) desde que se mostró, así que este cambio no se ha hecho.</translation>
    </message>
    <message>
        <source>The card deck {deck} chosen in the settings is no longer installed or cannot be used, so Card Table&apos;s own cards are drawn instead.</source>
        <translation>La baraja {deck} elegida en las preferencias ya no está instalada o no se puede usar, así que en su lugar se dibujan las cartas de Card Table.</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used, so Card Table&apos;s own cards are drawn instead. {reason}</source>
        <translation>La baraja {deck} no se puede usar, así que en su lugar se dibujan las cartas de Card Table. {reason}</translation>
    </message>
    <message>
        <source>your picture {path} is missing</source>
        <translation>tu imagen {path} no está</translation>
    </message>
    <message>
        <source>{deck}: {path} is nested more than {limit} levels deep, too deep for Card Table to draw</source>
        <translation>{deck}: {path} está anidado en más de {limit} niveles, demasiado para que Card Table lo dibuje</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded ({error})</source>
        <translation>{deck}: no se puede cargar ({error})</translation>
    </message>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Ha fallado un jugador del ordenador: {error}</translation>
    </message>
    <message>
        <source>The hint player failed: {error}</source>
        <translation>Ha fallado el jugador de las pistas: {error}</translation>
    </message>
    <message>
        <source>{name} cannot play: {problem}.</source>
        <translation>{name} no puede jugar: {problem}.</translation>
    </message>
    <message>
        <source>Your {kept} chips do not cover the table&apos;s minimum of {low}: the house gives you a fresh {fresh}.</source>
        <translation>Tus {kept} fichas no cubren la apuesta mínima de la mesa, {low}: la banca te da {fresh} fichas nuevas.</translation>
    </message>
    <message>
        <source>Bust {points}</source>
        <translation>Pasada {points}</translation>
    </message>
    <message>
        <source>Blackjack!</source>
        <translation>¡Blackjack!</translation>
    </message>
    <message>
        <source>Doubled {points}</source>
        <translation>Doblada {points}</translation>
    </message>
    <message>
        <source>Stood {points}</source>
        <translation>Plantada {points}</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Rendida</translation>
    </message>
    <message>
        <source>{name} · {chips}</source>
        <translation>{name} · {chips}</translation>
    </message>
    <message>
        <source>Surrendered {result}</source>
        <translation>Rendida {result}</translation>
    </message>
    <message>
        <source>Blackjack! {result}</source>
        <translation>¡Blackjack! {result}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Discards
{n}</source>
        <translation>Descartes
{n}</translation>
    </message>
    <message>
        <source>Dealer: {points}</source>
        <translation>Crupier: {points}</translation>
    </message>
    <message>
        <source>Dealer: bust ({points})</source>
        <translation>Crupier: se pasa ({points})</translation>
    </message>
    <message>
        <source>Cut card out:
new shoe next round</source>
        <translation>Salió la carta de corte:
zapato nuevo en la próxima ronda</translation>
    </message>
    <message>
        <source>Shoe: {n}
{cut} to the cut card</source>
        <translation>Zapato: {n}
{cut} hasta la carta de corte</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Sin apuesta</translation>
    </message>
    <message>
        <source>Working out basic strategy…</source>
        <translation>Calculando la estrategia básica…</translation>
    </message>
    <message>
        <source>{head} {values} per chip bet.</source>
        <translation>{head} {values} por ficha apostada.</translation>
    </message>
    <message>
        <source>You chose to {chosen}; {line}</source>
        <translation>Tu elección: {chosen}; {line}</translation>
    </message>
    <message>
        <source>Hit  [H]</source>
        <translation>Pedir  [H]</translation>
    </message>
    <message>
        <source>Stand  [S]</source>
        <translation>Plantarse  [S]</translation>
    </message>
    <message>
        <source>Double  [D]</source>
        <translation>Doblar  [D]</translation>
    </message>
    <message>
        <source>Split  [P]</source>
        <translation>Separar  [P]</translation>
    </message>
    <message>
        <source>Surrender  [R]</source>
        <translation>Rendirse  [R]</translation>
    </message>
    <message>
        <source>Insurance  [I]</source>
        <translation>Seguro  [I]</translation>
    </message>
    <message>
        <source>No insurance  [N]</source>
        <translation>Sin seguro  [N]</translation>
    </message>
    <message>
        <source>Clear  [⌫]</source>
        <translation>Borrar  [⌫]</translation>
    </message>
    <message>
        <source>Take your chips back</source>
        <translation>Recuperar tus fichas</translation>
    </message>
    <message>
        <source>Deal {amount}  [↵]</source>
        <translation>Repartir {amount}  [↵]</translation>
    </message>
    <message>
        <source>Bet the chips shown and deal</source>
        <translation>Apostar las fichas mostradas y repartir</translation>
    </message>
    <message>
        <source>Take another card</source>
        <translation>Tomar otra carta</translation>
    </message>
    <message>
        <source>Take no more cards</source>
        <translation>No tomar más cartas</translation>
    </message>
    <message>
        <source>Double your bet and take one card only</source>
        <translation>Doblar la apuesta y tomar una sola carta</translation>
    </message>
    <message>
        <source>Split your pair into two hands, a bet on each</source>
        <translation>Separar la pareja en dos manos, con una apuesta en cada una</translation>
    </message>
    <message>
        <source>Give up the hand and half the bet</source>
        <translation>Abandonar la mano y la mitad de la apuesta</translation>
    </message>
    <message>
        <source>Stake half your bet that the dealer has blackjack</source>
        <translation>Apostar la mitad de tu apuesta a que el crupier tiene blackjack</translation>
    </message>
    <message>
        <source>Play on without insurance</source>
        <translation>Seguir jugando sin seguro</translation>
    </message>
    <message>
        <source>Sit out  [X]</source>
        <translation>No jugar  [X]</translation>
    </message>
    <message>
        <source>This box plays no part in the round</source>
        <translation>Esta casilla no juega en esta ronda</translation>
    </message>
    <message>
        <source>Add chips to your bet: {low} to {high}.</source>
        <translation>Añade fichas a tu apuesta: de {low} a {high}.</translation>
    </message>
    <message>
        <source>+{chip}  [{key}]</source>
        <translation>+{chip}  [{key}]</translation>
    </message>
    <message>
        <source>Add a chip of {chip} to your bet</source>
        <translation>Añadir una ficha de {chip} a tu apuesta</translation>
    </message>
    <message>
        <source>Rebet {amount}  [R]</source>
        <translation>Repetir {amount}  [R]</translation>
    </message>
    <message>
        <source>Bet what you bet last round</source>
        <translation>Apostar lo mismo que en la ronda anterior</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>Next round  [{key}]</source>
        <translation>Siguiente ronda  [{key}]</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} round: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Tras {n} ronda: {names} van en cabeza con {total}.</numerusform>
            <numerusform>Tras {n} rondas: {names} van en cabeza con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Esta ronda</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: you lead with {total}.</source>
        <extracomment>English singular: After {n} round: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Tras {n} ronda: vas en cabeza con {total}.</numerusform>
            <numerusform>Tras {n} rondas: vas en cabeza con {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} round: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Tras {n} ronda: {name} va en cabeza con {total}.</numerusform>
            <numerusform>Tras {n} rondas: {name} va en cabeza con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Advice  [A]</source>
        <translation>Consejo  [A]</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <source>What basic strategy does here, and what each choice is worth</source>
        <translation>Qué hace aquí la estrategia básica y cuánto vale cada opción</translation>
    </message>
    <message>
        <source>Coach comments</source>
        <translation>Comentarios del entrenador</translation>
    </message>
    <message>
        <source>The coach speaks up when you depart from basic strategy</source>
        <translation>El entrenador interviene cuando te apartas de la estrategia básica</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Space: turn a card · P: pause · S: speed</source>
        <translation>Espacio: voltear una carta · P: pausa · S: velocidad</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: you answer {n} more cards.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: you answer {n} more card.</extracomment>
        <translation>
            <numerusform>{name} ataca con un {card}: respondes con {n} carta más.</numerusform>
            <numerusform>{name} ataca con un {card}: respondes con {n} cartas más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game lasted {n} cards.</source>
        <extracomment>English singular: The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>La partida duró {n} carta.</numerusform>
            <numerusform>La partida duró {n} cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ending} The game lasted {n} cards.</source>
        <extracomment>English singular: {ending} The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>{ending} La partida duró {n} carta.</numerusform>
            <numerusform>{ending} La partida duró {n} cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the attack and takes the pile ({n} cards).</source>
        <extracomment>English singular: {name} wins the attack and takes the pile ({n} card).</extracomment>
        <translation>
            <numerusform>{name} gana el ataque y se lleva la pila ({n} carta).</numerusform>
            <numerusform>{name} gana el ataque y se lleva la pila ({n} cartas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {card} attacks: {name} answers {n} more cards.</source>
        <extracomment>English singular: Your {card} attacks: {name} answers {n} more card.</extracomment>
        <translation>
            <numerusform>Atacas con un {card}: {name} responde con {n} carta más.</numerusform>
            <numerusform>Atacas con un {card}: {name} responde con {n} cartas más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: {n} more cards to answer.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: {n} more card to answer.</extracomment>
        <translation>
            <numerusform>{name} ataca con un {card}: queda {n} carta por responder.</numerusform>
            <numerusform>{name} ataca con un {card}: quedan {n} cartas por responder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the attack: you take the pile ({n} cards).</source>
        <extracomment>English singular: You win the attack: you take the pile ({n} card).</extracomment>
        <translation>
            <numerusform>Ganas el ataque: te llevas la pila ({n} carta).</numerusform>
            <numerusform>Ganas el ataque: te llevas la pila ({n} cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair with the {card}</source>
        <translation>Emparejar con {card}</translation>
    </message>
    <message>
        <source>Lay it on the table</source>
        <translation>Dejarla en la mesa</translation>
    </message>
    <message>
        <source>No table card to pair with: choose a card of your hand, or lay one.</source>
        <translation>No hay ninguna carta de la mesa con la que emparejar: elige una carta de tu mano o deja una.</translation>
    </message>
    <message>
        <source>The {card} makes ten with no table card.</source>
        <translation>La carta {card} no suma diez con ninguna carta de la mesa.</translation>
    </message>
    <message>
        <source>Return takes the {card} with the turned card.</source>
        <translation>Return se lleva {card} con la carta vuelta.</translation>
    </message>
    <message>
        <source>Return pairs your {card} with the {other}.</source>
        <translation>Return empareja tu {card} con {other}.</translation>
    </message>
    <message>
        <source>A computer player chose an illegal move: {reason}</source>
        <translation>Un jugador del ordenador ha elegido una jugada no válida: {reason}</translation>
    </message>
    <message>
        <source>{description} (key {key})</source>
        <translation>{description} (tecla {key})</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Tu apuesta</translation>
    </message>
    <message>
        <source>How many tricks you expect to take: Up and Down or the digits change it, Enter bids it</source>
        <translation>Cuántas bazas esperas hacer: Arriba y Abajo o los dígitos lo cambian, Intro apuesta</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <source>Redouble {name}</source>
        <translation>Redoblar a {name}</translation>
    </message>
    <message>
        <source>Double {name}</source>
        <translation>Doblar a {name}</translation>
    </message>
    <message>
        <source>Press to choose this double, again to take it back</source>
        <translation>Pulsa para elegir este doblo, y otra vez para anularlo</translation>
    </message>
    <message>
        <source>Redouble everyone you may</source>
        <translation>Redoblar a todos los que puedas</translation>
    </message>
    <message>
        <source>Make the chosen doubles and end your turn</source>
        <translation>Hacer los doblos elegidos y terminar tu turno</translation>
    </message>
    <message>
        <source>{contract} — played</source>
        <translation>{contract} — jugado</translation>
    </message>
    <message>
        <source>Already played in this seven</source>
        <translation>Ya jugado en esta serie de siete</translation>
    </message>
    <message>
        <source>Choose this contract</source>
        <translation>Elegir este contrato</translation>
    </message>
    <message>
        <source>Bid the number shown</source>
        <translation>Apostar el número indicado</translation>
    </message>
    <message>
        <source>Maximum: redouble all</source>
        <translation>Máximo: redoblar a todos</translation>
    </message>
    <message>
        <source>Maximum: double all</source>
        <translation>Máximo: doblar a todos</translation>
    </message>
    <message>
        <source>On the {suit} row</source>
        <translation>En la fila de {suit}</translation>
    </message>
    <message>
        <source>As the {card}, on the {suit} row</source>
        <translation>Como {card}, en la fila de {suit}</translation>
    </message>
    <message>
        <source>On {suit} row {n}</source>
        <translation>En la fila {n} de {suit}</translation>
    </message>
    <message>
        <source>for {card}</source>
        <translation>por {card}</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>Le has pedido {what} a {other}: no tenía ninguna, así que es el turno de {other}.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you had none, so it is your turn.</source>
        <translation>{seat} te ha pedido {what}: no tenías ninguna, así que es tu turno.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>{seat} le ha pedido {what} a {other}: no tenía ninguna, así que es el turno de {other}.</translation>
    </message>
    <message numerus="yes">
        <source>You asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: You asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>Le has pedido {what} a {other} y has recibido {n} carta.</numerusform>
            <numerusform>Le has pedido {what} a {other} y has recibido {n} cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked you for {what}: you gave {n} cards.</source>
        <extracomment>English singular: {seat} asked you for {what}: you gave {n} card.</extracomment>
        <translation>
            <numerusform>{seat} te ha pedido {what}: le has dado {n} carta.</numerusform>
            <numerusform>{seat} te ha pedido {what}: le has dado {n} cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: {seat} asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>{seat} le ha pedido {what} a {other} y ha recibido {n} carta.</numerusform>
            <numerusform>{seat} le ha pedido {what} a {other} y ha recibido {n} cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>You asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>Le has pedido {what} a {other}, has pescado {card} y has vuelto a pedir.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}, fished the {card} and asked again.</source>
        <translation>{seat} te ha pedido {what}, ha pescado {card} y ha vuelto a pedir.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>{seat} le ha pedido {what} a {other}, ha pescado {card} y ha vuelto a pedir.</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: Go fish!</source>
        <translation>Le has pedido {what} a {other}: «¡Ve a pescar!»</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you said Go fish!</source>
        <translation>{seat} te ha pedido {what}: has dicho «¡Ve a pescar!»</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: Go fish!</source>
        <translation>{seat} le ha pedido {what} a {other}: «¡Ve a pescar!»</translation>
    </message>
    <message>
        <source>Ask {player} for {rank}</source>
        <translation>Pedir {rank} a {player}</translation>
    </message>
    <message>
        <source>Ask {player} for the {card}</source>
        <translation>Pedir {card} a {player}</translation>
    </message>
    <message>
        <source>Go fish!</source>
        <translation>¡Ve a pescar!</translation>
    </message>
    <message>
        <source>None!</source>
        <translation>¡No tengo!</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <extracomment>English singular: {n} card</extracomment>
        <translation>
            <numerusform>{n} carta</numerusform>
            <numerusform>{n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Qué hacer ahora</translation>
    </message>
    <message>
        <source>Start a new match? The match in progress will be lost.</source>
        <translation>¿Empezar una nueva partida? La partida en curso se perderá.</translation>
    </message>
    <message>
        <source>Deal this match again from the start? The hands played so far will be lost.</source>
        <translation>¿Repartir de nuevo esta partida desde el principio? Las manos jugadas hasta ahora se perderán.</translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards</source>
        <extracomment>English singular: Draw {n} card</extracomment>
        <translation>
            <numerusform>Robar {n} carta</numerusform>
            <numerusform>Robar {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, passed to you</source>
        <translation>{card}, pasada a ti</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>As&amp;k before leaving a match in progress</source>
        <translation>Pre&amp;guntar antes de dejar una partida en curso</translation>
    </message>
    <message>
        <source>New game and Restart ask first while a match is under way</source>
        <translation>Nueva partida y Reiniciar preguntan antes mientras hay una partida en curso</translation>
    </message>
    <message>
        <source>Our card back</source>
        <translation>Nuestro dorso de las cartas</translation>
    </message>
    <message>
        <source>Your picture…</source>
        <translation>Tu imagen…</translation>
    </message>
    <message>
        <source>Choose a picture for the card backs</source>
        <translation>Elige una imagen para el dorso de las cartas</translation>
    </message>
    <message>
        <source>Use ours again</source>
        <translation>Volver al nuestro</translation>
    </message>
    <message>
        <source>Use our card back again</source>
        <translation>Volver a nuestro dorso de las cartas</translation>
    </message>
    <message>
        <source>Choose a picture for the table</source>
        <translation>Elige una imagen para la mesa</translation>
    </message>
    <message>
        <source>Use our green felt again</source>
        <translation>Volver a nuestro tapete verde</translation>
    </message>
    <message>
        <source>Why the picture cannot be used</source>
        <translation>Por qué no se puede usar la imagen</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Dorso de las cartas</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>Your picture</source>
        <translation>Tu imagen</translation>
    </message>
    <message>
        <source>Our green felt</source>
        <translation>Nuestro tapete verde</translation>
    </message>
    <message>
        <source>This deck comes in one colouring only.</source>
        <translation>Esta baraja solo existe en una coloración.</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: you lead with {total}.</source>
        <extracomment>English singular: After {n} hand: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Tras {n} mano: vas en cabeza con {total}.</numerusform>
            <numerusform>Tras {n} manos: vas en cabeza con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You win with {total}</source>
        <translation>Ganas con {total}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message numerus="yes">
        <source>Kitty: {n} cards,
worth {points} to you</source>
        <extracomment>English singular: Kitty: {n} card,</extracomment>
        <translation>
            <numerusform>Bote: {n} carta,
vale {points} para ti</numerusform>
            <numerusform>Bote: {n} cartas,
vale {points} para ti</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the kitty</source>
        <translation>Llevarse el bote</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Pasar a {player}</translation>
    </message>
    <message>
        <source>Play and leave the kitty</source>
        <translation>Jugar y dejar el bote</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>Elige primero una carta.</translation>
    </message>
    <message>
        <source>Card {n} picked</source>
        <translation>Elegida en {n}.º lugar</translation>
    </message>
    <message numerus="yes">
        <source>Collection: {n} cards</source>
        <extracomment>English singular: Collection: {n} card</extracomment>
        <translation>
            <numerusform>Colección: {n} carta</numerusform>
            <numerusform>Colección: {n} cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>A card you cannot play is passed to the player on your left, {player}.</source>
        <translation>Una carta que no puedes jugar se pasa al jugador de tu izquierda, {player}.</translation>
    </message>
    <message>
        <source>Play the chosen cards</source>
        <translation>Jugar las cartas elegidas</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, then press this to play them.</source>
        <translation>Elige las cartas de una escalera, o del mismo valor, y luego pulsa este botón para jugarlas.</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, that may be played together.</source>
        <translation>Elige las cartas de una escalera, o del mismo valor, que se pueden jugar juntas.</translation>
    </message>
    <message>
        <source>Press L, Escape or click the table to put the last trick away.</source>
        <translation>Pulsa L o Esc, o haz clic en la mesa, para retirar la última baza.</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Has ganado la baza.</translation>
    </message>
    <message>
        <source>That card can only be played with others: choose them too, then play the chosen cards.</source>
        <translation>Esa carta solo se puede jugar con otras: elígelas también y luego juega las cartas elegidas.</translation>
    </message>
    <message>
        <source>Played by you</source>
        <translation>Jugada por ti</translation>
    </message>
    <message>
        <source>After a hint (H): make the hinted move</source>
        <translation>Tras una pista (H): hacer la jugada sugerida</translation>
    </message>
    <message>
        <source>After a hand: deal the next hand</source>
        <translation>Tras una mano: repartir la siguiente mano</translation>
    </message>
    <message>
        <source>Any key or a click</source>
        <translation>Cualquier tecla o un clic</translation>
    </message>
    <message>
        <source>Go on at once while a finished trick or the last trick is shown</source>
        <translation>Seguir enseguida mientras se muestra una baza terminada o la última baza</translation>
    </message>
    <message>
        <source>Camicia: turn your top card</source>
        <translation>Camicia: voltear la carta de arriba de tu montón</translation>
    </message>
    <message>
        <source>Camicia: pause, or play on by itself</source>
        <translation>Camicia: pausar, o dejar que la mesa juegue sola</translation>
    </message>
    <message>
        <source>Camicia: the next speed (slow, normal, fast)</source>
        <translation>Camicia: la siguiente velocidad (lenta, normal, rápida)</translation>
    </message>
    <message>
        <source>Chinese Ten: the next table card the chosen card makes ten with (Return pairs them)</source>
        <translation>Diez chino: la siguiente carta de la mesa con la que la carta elegida suma diez (Return las empareja)</translation>
    </message>
    <message>
        <source>Statistics: play the picked cards, the last picked on top</source>
        <translation>Estadísticas: jugar las cartas elegidas, la última elegida arriba</translation>
    </message>
    <message>
        <source>Statistics: take the kitty with the picked cards</source>
        <translation>Estadísticas: llevarse el bote con las cartas elegidas</translation>
    </message>
    <message>
        <source>Statistics: pass the picked card to the player on your left</source>
        <translation>Estadísticas: pasar la carta elegida al jugador de tu izquierda</translation>
    </message>
    <message>
        <source>Blackjack: hit, stand, double, split, surrender (H hits there, not the hint)</source>
        <translation>Blackjack: pedir, plantarse, doblar, separar, rendirse (allí H pide carta, no da una pista)</translation>
    </message>
    <message>
        <source>Blackjack: take insurance, or not</source>
        <translation>Blackjack: tomar el seguro, o no</translation>
    </message>
    <message>
        <source>Blackjack: the coach&apos;s advice (instead of the hint)</source>
        <translation>Blackjack: el consejo del entrenador (en lugar de la pista)</translation>
    </message>
    <message>
        <source>Blackjack: add a chip of 10, 50, 100 or 500 to your bet</source>
        <translation>Blackjack: añadir una ficha de 10, 50, 100 o 500 a tu apuesta</translation>
    </message>
    <message>
        <source>Blackjack: raise or lower your bet (+ and - too)</source>
        <translation>Blackjack: subir o bajar tu apuesta (también + y -)</translation>
    </message>
    <message>
        <source>Blackjack: deal with the bet shown</source>
        <translation>Blackjack: repartir con la apuesta mostrada</translation>
    </message>
    <message>
        <source>Blackjack: clear your bet, bet as last round, sit out</source>
        <translation>Blackjack: borrar tu apuesta, apostar como en la ronda anterior, no jugar la ronda</translation>
    </message>
    <message>
        <source>The demo is already running. Press Escape to stop it.</source>
        <translation>La demostración ya está en marcha. Pulsa Esc para detenerla.</translation>
    </message>
    <message>
        <source>Watch a demo? Your match is saved and comes back when the demo stops.</source>
        <translation>¿Ver una demostración? Tu partida se guarda y vuelve cuando termina la demostración.</translation>
    </message>
    <message>
        <source>Demo: the computer plays every seat. Press Escape to stop.</source>
        <translation>Demostración: el ordenador juega en todos los asientos. Pulsa Esc para detenerla.</translation>
    </message>
    <message>
        <source>The board of {game} cannot be shown: {error}</source>
        <translation>El tablero de {game} no se puede mostrar: {error}</translation>
    </message>
    <message>
        <source>Your chips could not be kept: {error}</source>
        <translation>No se han podido conservar tus fichas: {error}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Deal the same match again</source>
        <translation>Repartir de nuevo la misma partida</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save the match to a file</source>
        <translation>Guardar la partida en un archivo</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demostración</translation>
    </message>
    <message>
        <source>Watch the computer play every seat</source>
        <translation>Ver cómo el ordenador juega en todos los asientos</translation>
    </message>
    <message>
        <source>&amp;Stop the demo</source>
        <translation>De&amp;tener la demostración</translation>
    </message>
    <message>
        <source>End the demo</source>
        <translation>Terminar la demostración</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Volver a tu partida</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Deshacer tu última jugada</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>What would the computer do in your seat?</source>
        <translation>¿Qué haría el ordenador en tu lugar?</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Repartir la siguiente mano</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>The rules of the game</source>
        <translation>Las reglas del juego</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <source>Show or hide the score sheet beside the table</source>
        <translation>Mostrar u ocultar la hoja de puntuación junto a la mesa</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <source>Your results, game by game</source>
        <translation>Tus resultados, juego a juego</translation>
    </message>
    <message>
        <source>Score s&amp;heets…</source>
        <translation>Ho&amp;jas de puntuación…</translation>
    </message>
    <message>
        <source>Every score sheet: played matches, and sheets kept for games with real cards</source>
        <translation>Todas las hojas de puntuación: partidas jugadas y hojas anotadas en partidas con cartas de verdad</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Cards, table, language and players</source>
        <translation>Cartas, mesa, idioma y jugadores</translation>
    </message>
    <message>
        <source>S&amp;witch between table and score sheet</source>
        <translation>&amp;Alternar entre mesa y hoja de puntuación</translation>
    </message>
    <message>
        <source>Move the keyboard focus between the table and the score sheet</source>
        <translation>Mover el foco del teclado entre la mesa y la hoja de puntuación</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key of the game and the table</source>
        <translation>Todas las teclas del juego y de la mesa</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Choose a game to play.</source>
        <translation>Elige un juego.</translation>
    </message>
    <message>
        <source>{game} — Card Table</source>
        <translation>{game} — Card Table</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>Match over. Winner: {name}.</source>
        <translation>Partida terminada. Ganador: {name}.</translation>
    </message>
    <message>
        <source>Match over. Winners: {names}.</source>
        <translation>Partida terminada. Ganadores: {names}.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Card Table matches (*.cardtable *.json)</source>
        <translation>Partidas de Card Table (*.cardtable *.json)</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>There is nothing of yours to undo in this hand.</source>
        <translation>En esta mano no hay nada tuyo que deshacer.</translation>
    </message>
    <message>
        <source>Thinking about your best move…</source>
        <translation>Pensando tu mejor jugada…</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Las pistas son para tu turno.</translation>
    </message>
    <message>
        <source>Next hand  [{key}]</source>
        <translation>Siguiente mano  [{key}]</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Guardado en {path}.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Statistics are unavailable.</source>
        <translation>Las estadísticas no están disponibles.</translation>
    </message>
    <message>
        <source>The language changes when Card Table starts again.</source>
        <translation>El idioma cambiará cuando Card Table se vuelva a abrir.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Statistics are unavailable: {error}</source>
        <translation>Las estadísticas no están disponibles: {error}</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>No se han podido guardar las estadísticas: {error}</translation>
    </message>
    <message>
        <source>The score sheet could not be kept: {error}</source>
        <translation>No se ha podido conservar la hoja de puntuación: {error}</translation>
    </message>
    <message>
        <source>The match could not be saved: {error}</source>
        <translation>No se ha podido guardar la partida: {error}</translation>
    </message>
    <message>
        <source>{file} could not be opened: {error}</source>
        <translation>No se ha podido abrir {file}: {error}</translation>
    </message>
    <message>
        <source>Score sheets are unavailable: {error}</source>
        <translation>Las hojas de puntuación no están disponibles: {error}</translation>
    </message>
    <message>
        <source>⚠ Cannot start: only one seat can be played by a human.</source>
        <translation>⚠ No se puede empezar: solo un asiento puede jugarlo un humano.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>⚠ Cannot start: {reason}</source>
        <translation>⚠ No se puede empezar: {reason}</translation>
    </message>
    <message>
        <source>(changed from standard: {value})</source>
        <translation>(cambiado; el estándar es {value})</translation>
    </message>
    <message>
        <source>These rules have not been translated yet: they are shown in English.</source>
        <translation>Estas reglas aún no se han traducido: se muestran en inglés.</translation>
    </message>
    <message>
        <source>{plate} · dealer</source>
        <translation>{plate} · reparte</translation>
    </message>
    <message>
        <source>{plate}, dealer</source>
        <translation>{plate}, reparte</translation>
    </message>
    <message>
        <source>{plate}, to play</source>
        <translation>{plate}, le toca jugar</translation>
    </message>
    <message>
        <source>Drop the card here to play it</source>
        <translation>Suelta la carta aquí para jugarla</translation>
    </message>
    <message numerus="yes">
        <source>{name} · {n} cards</source>
        <extracomment>English singular: {name} · {n} card</extracomment>
        <translation>
            <numerusform>{name} · {n} carta</numerusform>
            <numerusform>{name} · {n} cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, {n} cards</source>
        <extracomment>English singular: {name}, {n} card</extracomment>
        <translation>
            <numerusform>{name}, {n} carta</numerusform>
            <numerusform>{name}, {n} cartas</numerusform>
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
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Vista previa de la baraja</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (our deck)</source>
        <translation>Palos de cuatro c&amp;olores (nuestra baraja)</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so no two suits share a colour</source>
        <translation>Tréboles verdes y diamantes azules, para que no haya dos palos del mismo color</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Mesa de alto con&amp;traste</translation>
    </message>
    <message>
        <source>A darker felt, thicker outlines and solid name plates</source>
        <translation>Tapete más oscuro, contornos más gruesos y placas de nombre opacas</translation>
    </message>
    <message>
        <source>&amp;Large cards</source>
        <translation>Cartas &amp;grandes</translation>
    </message>
    <message>
        <source>Bigger cards on the table; long hands overlap more</source>
        <translation>Cartas más grandes en la mesa; las manos largas se solapan más</translation>
    </message>
    <message>
        <source>&amp;Sound effects (needs the &apos;sound&apos; extra)</source>
        <translation>Efectos de &amp;sonido (requiere el extra «sound»)</translation>
    </message>
    <message>
        <source>A new language takes effect when Card Table starts again.</source>
        <translation>El nuevo idioma se aplicará cuando Card Table se vuelva a abrir.</translation>
    </message>
    <message>
        <source>Why the settings were not saved</source>
        <translation>Por qué no se han guardado los ajustes</translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>&amp;Computer players</source>
        <translation>&amp;Jugadores del ordenador</translation>
    </message>
    <message>
        <source>⚠ {problem} Press OK to try again, or Cancel.</source>
        <translation>⚠ {problem} Pulsa Aceptar para volver a intentarlo, o Cancelar.</translation>
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
        <translation>{field} contenía {stored}, más de lo que este formulario puede mostrar: muestra {shown}, y al guardar la mano se queda {shown}.</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>hoja</translation>
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
        <translation>{value}, en un círculo</translation>
    </message>
    <message>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <source>{name} wins with {total}</source>
        <translation>{name} gana con {total}</translation>
    </message>
    <message>
        <source>{value} ({tip})</source>
        <translation>{value} ({tip})</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} hand: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Tras {n} mano: {name} va en cabeza con {total}.</numerusform>
            <numerusform>Tras {n} manos: {name} va en cabeza con {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} hand: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Tras {n} mano: {names} van en cabeza con {total}.</numerusform>
            <numerusform>Tras {n} manos: {names} van en cabeza con {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem: {problem}</source>
        <translation>Problema: {problem}</translation>
    </message>
    <message>
        <source>Total of {name}: {total}</source>
        <translation>Total de {name}: {total}</translation>
    </message>
    <message>
        <source>{facts} · {fact}</source>
        <translation>{facts} · {fact}</translation>
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
        <source>{title} ({game})</source>
        <translation>{title} ({game})</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} va en cabeza</translation>
    </message>
    <message>
        <source>{options}; {option}</source>
        <translation>{options}; {option}</translation>
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
        <source>always {n} partnerships</source>
        <translation>siempre {n} equipos</translation>
    </message>
    <message>
        <source>{low} to {high} partnerships</source>
        <translation>de {low} a {high} equipos</translation>
    </message>
    <message>
        <source>always {n} players</source>
        <translation>siempre {n} jugadores</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} ha ganado</translation>
    </message>
    <message>
        <source>Delete the empty sheet “{title}”? Undo brings it back while this window is open.</source>
        <translation>¿Eliminar la hoja vacía «{title}»? Deshacer la recupera mientras esta ventana siga abierta.</translation>
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
    <message numerus="yes">
        <source>{n} hands</source>
        <extracomment>English singular: {n} hand</extracomment>
        <translation>
            <numerusform>{n} mano</numerusform>
            <numerusform>{n} manos</numerusform>
        </translation>
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
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
        <extracomment>English singular: Delete the sheet “{title}” with its one hand? Undo brings it back while this window is open.</extracomment>
        <translation>
            <numerusform>¿Eliminar la hoja «{title}» con su única mano? Deshacer la recupera mientras esta ventana siga abierta.</numerusform>
            <numerusform>¿Eliminar la hoja «{title}» con sus {n} manos? Deshacer la recupera mientras esta ventana siga abierta.</numerusform>
        </translation>
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
