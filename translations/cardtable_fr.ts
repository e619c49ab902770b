<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>cardtable</name>
        <message>
            <source>Best of {count} moves over {deals} imagined deals ({share} of the search).</source>
            <translation>Meilleur de {count} coups sur {deals} donnes imaginées ({share} de la recherche).</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>as</translation>
        </message>
        <message>
            <source>two</source>
            <translation>deux</translation>
        </message>
        <message>
            <source>three</source>
            <translation>trois</translation>
        </message>
        <message>
            <source>four</source>
            <translation>quatre</translation>
        </message>
        <message>
            <source>five</source>
            <translation>cinq</translation>
        </message>
        <message>
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>huit</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>neuf</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>dix</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>valet</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>dame</translation>
        </message>
        <message>
            <source>king</source>
            <translation>roi</translation>
        </message>
        <message>
            <source>{move} is not a legal move now.</source>
            <translation>Le coup {move} n'est pas permis maintenant.</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>La donne est terminée.</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{rank} de {suit}</translation>
        </message>
        <message>
            <source>seat {n}</source>
            <translation>place {n}</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}.</source>
            <translation>Vous devez fournir à {suit}.</translation>
        </message>
        <message>
            <source>You may not lead {suit} until they are broken.</source>
            <translation>Vous ne pouvez pas entamer à {suit} tant que la couleur n'est pas ouverte.</translation>
        </message>
        <message>
            <source>Follow with the {card}, trying not to take the trick.</source>
            <translation>Fournissez : {card}, en essayant de ne pas prendre le pli.</translation>
        </message>
        <message>
            <source>This hand suits {name} best of the open contracts.</source>
            <translation>Parmi les contrats restants, c'est {name} qui convient le mieux à cette main.</translation>
        </message>
        <message>
            <source>Trumps in the longest, strongest suit.</source>
            <translation>Atout dans la couleur la plus longue et la plus forte.</translation>
        </message>
        <message>
            <source>This starting rank leaves the fewest cards to wait for.</source>
            <translation>Cette carte de départ laisse le moins de cartes bloquées.</translation>
        </message>
        <message>
            <source>No double looks worth its risk.</source>
            <translation>Aucun contre ne semble valoir le risque.</translation>
        </message>
        <message>
            <source>The {card} leads toward your own cards without helping others.</source>
            <translation>{card} : ouvre la voie à vos propres cartes sans aider les autres.</translation>
        </message>
        <message>
            <source>Play the {card}: win tricks cheaply, keep trumps for later.</source>
            <translation>Jouez : {card}. Faites des plis à peu de frais, gardez les atouts pour plus tard.</translation>
        </message>
        <message>
            <source>Lead the {card}: others will probably beat it.</source>
            <translation>Entamez : {card}, que les autres battront probablement.</translation>
        </message>
        <message>
            <source>Out of the suit: throw away the {card}.</source>
            <translation>Plus de cartes dans la couleur. Défausse : {card}.</translation>
        </message>
        <message>
            <source>Expect to score better than {seat}.</source>
            <translation>Vous devriez marquer plus que {seat}.</translation>
        </message>
        <message>
            <source>A compulsory double of declarer is due now.</source>
            <translation>Un contre obligatoire sur le déclarant est dû maintenant.</translation>
        </message>
        <message>
            <source>Choose one of the open contracts: {letters}.</source>
            <translation>Choisissez un des contrats restants : {letters}.</translation>
        </message>
        <message>
            <source>With doubles of declarer only, you may double declarer only.</source>
            <translation>Avec les contres sur le déclarant seulement, vous ne pouvez contrer que le déclarant.</translation>
        </message>
        <message>
            <source>The {card} does not fit: play the next card up or down in a started suit.</source>
            <translation>Cette carte ({card}) ne peut pas être posée : jouez la carte juste au-dessus ou au-dessous dans une couleur commencée.</translation>
        </message>
        <message>
            <source>Play a card: follow {suit}.</source>
            <translation>Jouez une carte : fournissez à {suit}.</translation>
        </message>
        <message>
            <source>{seat} declared {name}.</source>
            <translation>{seat} a annoncé {name}.</translation>
        </message>
        <message>
            <source>'{move}' is not a move of Barbu.</source>
            <translation>« {move} » n'est pas un coup du Barbu.</translation>
        </message>
        <message>
            <source>Name the starting rank: 2 to 10, J, Q, K or A.</source>
            <translation>Annoncez la carte de départ : 2 à 10, J, Q, K ou A.</translation>
        </message>
        <message>
            <source>Doubling comes first: double whom you like, then pass.</source>
            <translation>Les contres d'abord : contrez qui vous voulez, puis passez.</translation>
        </message>
        <message>
            <source>The doubling is over: play a card.</source>
            <translation>Les contres sont terminés : jouez une carte.</translation>
        </message>
        <message>
            <source>You cannot pass in a trick: play a card.</source>
            <translation>Impossible de passer pendant un pli : jouez une carte.</translation>
        </message>
        <message>
            <source>You have already played {name} in this seven.</source>
            <translation>Vous avez déjà joué {name} dans cette série.</translation>
        </message>
        <message>
            <source>Double a seat: 0 to 3.</source>
            <translation>Contrez une place : 0 à 3.</translation>
        </message>
        <message>
            <source>You cannot double yourself.</source>
            <translation>Vous ne pouvez pas vous contrer vous-même.</translation>
        </message>
        <message>
            <source>You have already doubled {seat}.</source>
            <translation>Vous avez déjà contré {seat}.</translation>
        </message>
        <message>
            <source>Declarer may only redouble players who doubled her.</source>
            <translation>Le déclarant ne peut surcontrer que les joueurs qui l'ont contré.</translation>
        </message>
        <message>
            <source>In Trumps and Dominoes the others may double declarer only.</source>
            <translation>À l'Atout et à la Réussite, les autres ne peuvent contrer que le déclarant.</translation>
        </message>
        <message>
            <source>Play one card at a time.</source>
            <translation>Jouez une carte à la fois.</translation>
        </message>
        <message>
            <source>The {card} is not in your hand.</source>
            <translation>Cette carte ({card}) n'est pas dans votre main.</translation>
        </message>
        <message>
            <source>You may not lead a heart in {name} unless you hold only hearts.</source>
            <translation>Au contrat {name}, vous ne pouvez pas entamer à cœur, sauf si vous n'avez que des cœurs.</translation>
        </message>
        <message>
            <source>When trumps are led you must beat the highest trump if you can.</source>
            <translation>Quand atout est demandé, vous devez monter sur le plus fort atout si vous le pouvez.</translation>
        </message>
        <message>
            <source>You must head the trick with a trump if you can.</source>
            <translation>Vous devez prendre la tête du pli avec un atout si vous le pouvez.</translation>
        </message>
        <message>
            <source>You can play a card, so you must.</source>
            <translation>Vous pouvez jouer une carte, vous devez donc le faire.</translation>
        </message>
        <message>
            <source>A suit is started with its {rank}.</source>
            <translation>Une couleur commence par la carte de départ ({rank}).</translation>
        </message>
        <message>
            <source>Declarer: {seat}</source>
            <translation>Déclarant : {seat}</translation>
        </message>
        <message>
            <source>Contract: {name}</source>
            <translation>Contrat : {name}</translation>
        </message>
        <message>
            <source>Choose a contract: {names}.</source>
            <translation>Choisissez un contrat : {names}.</translation>
        </message>
        <message>
            <source>Name trumps.</source>
            <translation>Annoncez l'atout.</translation>
        </message>
        <message>
            <source>Name the starting rank for Dominoes.</source>
            <translation>Annoncez la carte de départ de la Réussite.</translation>
        </message>
        <message>
            <source>Double whom you like, then pass.</source>
            <translation>Contrez qui vous voulez, puis passez.</translation>
        </message>
        <message>
            <source>Play a card to the layout.</source>
            <translation>Posez une carte sur le tableau.</translation>
        </message>
        <message>
            <source>Lead a card.</source>
            <translation>À vous d'entamer.</translation>
        </message>
        <message>
            <source>{seat} went out first.</source>
            <translation>{seat} a fini en premier.</translation>
        </message>
        <message>
            <source>Declarer must first choose a contract.</source>
            <translation>Le déclarant doit d'abord choisir un contrat.</translation>
        </message>
        <message>
            <source>Declarer must first name the starting rank.</source>
            <translation>Le déclarant doit d'abord annoncer la carte de départ.</translation>
        </message>
        <message>
            <source>Name trumps with a suit letter: C, D, H or S.</source>
            <translation>Annoncez l'atout par une lettre : C, D, H ou S (trèfle, carreau, cœur, pique).</translation>
        </message>
        <message>
            <source>With doubles of declarer only, declarer who redoubles must redouble everyone who doubled her.</source>
            <translation>Avec les contres sur le déclarant seulement, le déclarant qui surcontre doit surcontrer tous ceux qui l'ont contré.</translation>
        </message>
        <message>
            <source>Hand {number} of {count} of this declarer</source>
            <translation>Donne {number} sur {count} de ce déclarant</translation>
        </message>
        <message>
            <source>Trumps: {suit}</source>
            <translation>Atout : {suit}</translation>
        </message>
        <message>
            <source>Starting rank: {rank}</source>
            <translation>Carte de départ : {rank}</translation>
        </message>
        <message>
            <source>Trick {number} of 13</source>
            <translation>Pli {number} sur 13</translation>
        </message>
        <message>
            <source>You must double declarer now (a compulsory double), then pass.</source>
            <translation>Vous devez contrer le déclarant maintenant (contre obligatoire), puis passer.</translation>
        </message>
        <message>
            <source>Redouble whom you like of those who doubled you, then pass.</source>
            <translation>Surcontrez qui vous voulez parmi ceux qui vous ont contré, puis passez.</translation>
        </message>
        <message>
            <source>Double declarer if you like, then pass.</source>
            <translation>Contrez le déclarant si vous le souhaitez, puis passez.</translation>
        </message>
        <message>
            <source>Lay a card on the layout, or pass if none fits.</source>
            <translation>Posez une carte sur le tableau, ou passez si aucune ne peut l'être.</translation>
        </message>
        <message>
            <source>No card fits the layout: pass.</source>
            <translation>Aucune carte ne peut être posée : passez.</translation>
        </message>
        <message>
            <source>Lead a card (not a heart unless you hold only hearts).</source>
            <translation>À vous d'entamer (pas à cœur, sauf si vous n'avez que des cœurs).</translation>
        </message>
        <message>
            <source>Declarer must first name trumps.</source>
            <translation>Le déclarant doit d'abord annoncer l'atout.</translation>
        </message>
        <message>
            <source>You must double declarer now: you still owe {owed} compulsory double(s) with {left} hand(s) left in declarer's seven.</source>
            <translation>Vous devez contrer le déclarant maintenant : vous devez encore {owed} contre(s) obligatoire(s) et il ne reste que {left} donne(s) dans la série du déclarant.</translation>
        </message>
        <message>
            <source>{seat} doubled {other}</source>
            <translation>{seat} a contré {other}</translation>
        </message>
        <message>
            <source>Nobody doubled you: pass.</source>
            <translation>Personne ne vous a contré : passez.</translation>
        </message>
        <message>
            <source>Redouble everyone who doubled you, then pass.</source>
            <translation>Surcontrez tous ceux qui vous ont contré, puis passez.</translation>
        </message>
        <message>
            <source>{seat} took the king of hearts.</source>
            <translation>{seat} a pris le roi de cœur.</translation>
        </message>
        <message>
            <source>{seat} doubled {count} players</source>
            <translation>{seat} a contré {count} joueurs</translation>
        </message>
        <message>
            <source>{seat} declares next; contracts still to play: {contracts}.</source>
            <translation>{seat} est le prochain déclarant ; contrats restant à jouer : {contracts}.</translation>
        </message>
        <message>
            <source>The session is over after {hands} hands.</source>
            <translation>La partie est terminée après {hands} donnes.</translation>
        </message>
        <message>
            <source>{seat} declared this hand, but hand {hand} of the sheet is another player's: check the first declarer.</source>
            <translation>{seat} a déclaré cette donne, mais la donne {hand} de la feuille revient à un autre joueur : vérifiez le premier déclarant.</translation>
        </message>
        <message>
            <source>Choose the contract {seat} declared.</source>
            <translation>Choisissez le contrat annoncé par {seat}.</translation>
        </message>
        <message>
            <source>{trumps} is not a suit.</source>
            <translation>{trumps} n'est pas une couleur.</translation>
        </message>
        <message>
            <source>{rank} is not a rank.</source>
            <translation>{rank} n'est pas une valeur de carte.</translation>
        </message>
        <message>
            <source>The raw scores add up to {points}, but in {contract} they always add up to {total}.</source>
            <translation>Les scores bruts totalisent {points}, mais au contrat {contract} leur total est toujours {total}.</translation>
        </message>
        <message>
            <source>Doubles of {seat} still owed: {tally}.</source>
            <translation>Contres obligatoires encore dus sur {seat} : {tally}.</translation>
        </message>
        <message>
            <source>Every compulsory double of {seat} has been made.</source>
            <translation>Tous les contres obligatoires sur {seat} ont été faits.</translation>
        </message>
        <message>
            <source>{contract} is not a contract of this session.</source>
            <translation>{contract} n'est pas un contrat de cette partie.</translation>
        </message>
        <message>
            <source>Enter {seat}'s raw score.</source>
            <translation>Saisissez le score brut de {seat}.</translation>
        </message>
        <message>
            <source>In Dominoes the raw scores are {places} for the first to the last player out, one each.</source>
            <translation>À la Réussite, les scores bruts sont {places}, du premier au dernier joueur sorti, un chacun.</translation>
        </message>
        <message>
            <source>In Ravage City {ravage} goes to the player with the most cards of one suit, or is shared equally by those tied for it.</source>
            <translation>Au Ravage City, {ravage} va au joueur qui a le plus de cartes d'une même couleur, ou est partagé à parts égales entre les ex æquo.</translation>
        </message>
        <message>
            <source>{seat}'s doubles name someone who is not at this table.</source>
            <translation>Les contres de {seat} visent quelqu'un qui n'est pas à cette table.</translation>
        </message>
        <message>
            <source>{seat} must double declarer: this is the last hand of the seven and a compulsory double is still owed.</source>
            <translation>{seat} doit contrer le déclarant : c'est la dernière donne de la série et un contre obligatoire reste dû.</translation>
        </message>
        <message>
            <source>{seat} must double declarer: {owed} compulsory doubles are still owed and only {left} hands are left in this seven.</source>
            <translation>{seat} doit contrer le déclarant : {owed} contres obligatoires restent dus et il ne reste que {left} donnes dans cette série.</translation>
        </message>
        <message>
            <source>{seat} must double declarer on the next hand.</source>
            <translation>{seat} doit contrer le déclarant à la prochaine donne.</translation>
        </message>
        <message>
            <source>{seat} has already played {contract} in this seven.</source>
            <translation>{seat} a déjà joué {contract} dans cette série.</translation>
        </message>
        <message>
            <source>{seat}'s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
            <translation>Le score brut de {seat} ({points}) est impossible au Ravage City : le plus grand nombre de cartes d'une même couleur vaut {ravage}, partagé entre les ex æquo.</translation>
        </message>
        <message>
            <source>{seat}'s raw score {points} is not possible in {contract}: {rule}.</source>
            <translation>Le score brut de {seat} ({points}) est impossible au contrat {contract} : {rule}.</translation>
        </message>
        <message>
            <source>Nobody may double their own score, as {seat} did.</source>
            <translation>Personne ne peut contrer son propre score, comme l'a fait {seat}.</translation>
        </message>
        <message>
            <source>{seat} is declarer, and declarer may only redouble players who doubled declarer.</source>
            <translation>{seat} est le déclarant, et le déclarant ne peut surcontrer que les joueurs qui l'ont contré.</translation>
        </message>
        <message>
            <source>In {contract} the others may only double declarer: {seat} doubled another player.</source>
            <translation>Au contrat {contract}, les autres ne peuvent contrer que le déclarant : {seat} a contré un autre joueur.</translation>
        </message>
        <message>
            <source>With declarer-only doubles, {seat} may only double declarer.</source>
            <translation>Avec les contres sur le déclarant seulement, {seat} ne peut contrer que le déclarant.</translation>
        </message>
        <message>
            <source>Two cards left: say "Last card!" before playing.</source>
            <translation>Plus que deux cartes : dites « Carte ! » avant de jouer.</translation>
        </message>
        <message>
            <source>Nothing fits: draw a card.</source>
            <translation>Rien ne convient : piochez une carte.</translation>
        </message>
        <message>
            <source>Play the {card} and name your longest suit, {suit}.</source>
            <translation>Jouez : {card}, et annoncez votre couleur la plus longue, {suit}.</translation>
        </message>
        <message>
            <source>Play the {card}.</source>
            <translation>Jouez : {card}.</translation>
        </message>
        <message>
            <source>{move} is not a move of Crazy Eights: play a card, draw, or pass.</source>
            <translation>Le coup {move} n'existe pas au Huit américain : jouez une carte, piochez ou passez.</translation>
        </message>
        <message>
            <source>Play one of the {suit}, any {rank}, or any {wild}.</source>
            <translation>Jouez un {suit}, une carte de même valeur ({rank}) ou un {wild}.</translation>
        </message>
        <message>
            <source>The {card} does not match the {top}, so it names no suit: play it without one.</source>
            <translation>Cette carte ({card}) ne correspond pas à celle du dessus ({top}) : elle n'annonce donc aucune couleur, jouez-la sans annonce.</translation>
        </message>
        <message>
            <source>You can play, so you may not draw.</source>
            <translation>Vous pouvez jouer, vous ne pouvez donc pas piocher.</translation>
        </message>
        <message>
            <source>Play a card or draw one; you may pass only when you can do neither.</source>
            <translation>Jouez une carte ou piochez-en une ; vous ne pouvez passer que si vous ne pouvez faire ni l'un ni l'autre.</translation>
        </message>
        <message>
            <source>You have no card to play, so you will not be down to one.</source>
            <translation>Vous n'avez aucune carte à jouer : il ne vous restera donc pas une seule carte.</translation>
        </message>
        <message>
            <source>Play one of the {suit}, any {rank} or any {wild}, or draw a card.</source>
            <translation>Jouez un {suit}, une carte de même valeur ({rank}) ou un {wild}, ou piochez une carte.</translation>
        </message>
        <message>
            <source>You do not hold the {card}.</source>
            <translation>Vous n'avez pas cette carte ({card}).</translation>
        </message>
        <message>
            <source>You must draw {count} cards or play another {rank}.</source>
            <translation>Vous devez piocher {count} cartes ou rejouer une carte de même valeur ({rank}).</translation>
        </message>
        <message>
            <source>The {card} names no suit: play it without one.</source>
            <translation>Cette carte ({card}) n'annonce pas de couleur : jouez-la sans annonce.</translation>
        </message>
        <message>
            <source>Play one of the {suit} (named with the {top}), or any {wild}.</source>
            <translation>Jouez un {suit} (couleur annoncée avec la carte {top}) ou un {wild}.</translation>
        </message>
        <message>
            <source>You may play the {card} only on one of the {suit} or on another {wild}.</source>
            <translation>Cette carte ({card}) ne se joue que sur un {suit} ou sur un autre {wild}.</translation>
        </message>
        <message>
            <source>Name a suit: C, D, H or S.</source>
            <translation>Annoncez une couleur : C, D, H ou S (trèfle, carreau, cœur, pique).</translation>
        </message>
        <message>
            <source>The {card} names no suit in this game: play it without one.</source>
            <translation>Dans cette partie, cette carte ({card}) n'annonce pas de couleur : jouez-la sans annonce.</translation>
        </message>
        <message>
            <source>There is no card left to draw.</source>
            <translation>Il n'y a plus de carte à piocher.</translation>
        </message>
        <message>
            <source>You can play, so you must.</source>
            <translation>Vous pouvez jouer, vous devez donc le faire.</translation>
        </message>
        <message>
            <source>Nobody says "Last card!" in this game.</source>
            <translation>Dans cette partie, personne ne dit « Carte ! ».</translation>
        </message>
        <message>
            <source>You have already said "Last card!".</source>
            <translation>Vous avez déjà dit « Carte ! ».</translation>
        </message>
        <message>
            <source>Say "Last card!" when you hold two cards and are about to play one.</source>
            <translation>Dites « Carte ! » quand il vous reste deux cartes et que vous allez en jouer une.</translation>
        </message>
        <message>
            <source>Stock: {count} cards</source>
            <translation>Pioche : {count} cartes</translation>
        </message>
        <message>
            <source>Nobody can play or draw: the hand is blocked.</source>
            <translation>Personne ne peut jouer ni piocher : la donne est bloquée.</translation>
        </message>
        <message>
            <source>Waiting for {seat}.</source>
            <translation>En attente de {seat}.</translation>
        </message>
        <message>
            <source>Draw {count} cards or play another {rank}.</source>
            <translation>Piochez {count} cartes ou rejouez une carte de même valeur ({rank}).</translation>
        </message>
        <message>
            <source>Play the card you drew.</source>
            <translation>Jouez la carte piochée.</translation>
        </message>
        <message>
            <source>You can neither play nor draw: pass.</source>
            <translation>Vous ne pouvez ni jouer ni piocher : passez.</translation>
        </message>
        <message>
            <source>Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.</source>
            <translation>Jouez un {suit}, une carte de même valeur ({rank}) ou un {wild} : vous pouvez jouer, vous devez donc le faire.</translation>
        </message>
        <message>
            <source>After drawing you may only play a card you drew this turn.</source>
            <translation>Après avoir pioché, vous ne pouvez jouer qu'une carte piochée à ce tour.</translation>
        </message>
        <message>
            <source>A drawn card may not be played at once.</source>
            <translation>Une carte piochée ne peut pas être jouée aussitôt.</translation>
        </message>
        <message>
            <source>You must name a suit with the {wild}.</source>
            <translation>Vous devez annoncer une couleur avec un {wild}.</translation>
        </message>
        <message>
            <source>You have already drawn your card this turn.</source>
            <translation>Vous avez déjà pioché votre carte à ce tour.</translation>
        </message>
        <message>
            <source>You may draw at most {limit} cards in a turn.</source>
            <translation>Vous pouvez piocher au plus {limit} cartes par tour.</translation>
        </message>
        <message>
            <source>You drew a card you can play: play it or pass.</source>
            <translation>Vous avez pioché une carte jouable : jouez-la ou passez.</translation>
        </message>
        <message>
            <source>Keep drawing until you can play.</source>
            <translation>Continuez à piocher jusqu'à pouvoir jouer.</translation>
        </message>
        <message>
            <source>Suit to play: {suit}</source>
            <translation>Couleur demandée : {suit}</translation>
        </message>
        <message>
            <source>Penalty waiting: draw {count}</source>
            <translation>Pénalité en attente : piocher {count}</translation>
        </message>
        <message>
            <source>Play goes anticlockwise</source>
            <translation>Sens du jeu : antihoraire</translation>
        </message>
        <message>
            <source>{seat} went out.</source>
            <translation>{seat} a fini.</translation>
        </message>
        <message>
            <source>Play a card you drew, draw again, or pass.</source>
            <translation>Jouez une carte piochée, piochez encore ou passez.</translation>
        </message>
        <message>
            <source>Play the card you drew, or pass.</source>
            <translation>Jouez la carte piochée ou passez.</translation>
        </message>
        <message>
            <source>The player who went out is not at this table.</source>
            <translation>Le joueur qui a fini n'est pas à cette table.</translation>
        </message>
        <message>
            <source>{seat} did not go out, so still holds at least one card.</source>
            <translation>{seat} n'a pas fini : il lui reste donc au moins une carte.</translation>
        </message>
        <message>
            <source>{seat} went out, so holds no cards and scores nothing.</source>
            <translation>{seat} a fini : plus aucune carte en main, donc aucun point.</translation>
        </message>
        <message>
            <source>Enter how many cards {seat} still holds.</source>
            <translation>Saisissez le nombre de cartes qui restent à {seat}.</translation>
        </message>
        <message>
            <source>Enter the penalty points of {seat}.</source>
            <translation>Saisissez les points de pénalité de {seat}.</translation>
        </message>
        <message>
            <source>{seat}'s {points} penalty points cannot come from {cards} cards: each card counts 1 to 50.</source>
            <translation>{cards} cartes ne peuvent pas donner {points} points de pénalité à {seat} : chaque carte vaut de 1 à 50.</translation>
        </message>
        <message>
            <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
            <translation>{seat} n'a pas fini et a donc encore une carte : au moins 1 point de pénalité.</translation>
        </message>
        <message>
            <source>No card fits under 31 (count is {count}).</source>
            <translation>Aucune carte ne passe sous 31 (compte : {count}).</translation>
        </message>
        <message>
            <source>Keeps {keep}: {value} points expected, crib {crib}; next best {others}.</source>
            <translation>Garde {keep} : {value} points espérés, crib {crib} ; choix suivants : {others}.</translation>
        </message>
        <message>
            <source>The {card} risks about {risk} points in reply.</source>
            <translation>Cette carte ({card}) expose à environ {risk} points en réponse.</translation>
        </message>
        <message>
            <source>Pegs {points} with the {card}.</source>
            <translation>{card} : marque {points}.</translation>
        </message>
        <message>
            <source>{move} is not a move of Cribbage.</source>
            <translation>Le coup {move} n'existe pas au cribbage.</translation>
        </message>
        <message>
            <source>Play a card (count is {count}).</source>
            <translation>Jouez une carte (compte : {count}).</translation>
        </message>
        <message>
            <source>The crib is full: play a card or say go.</source>
            <translation>Le crib est complet : jouez une carte ou dites go.</translation>
        </message>
        <message>
            <source>You can play, so you cannot say go.</source>
            <translation>Vous pouvez jouer : vous ne pouvez donc pas dire go.</translation>
        </message>
        <message>
            <source>That would take the count past 31 (count is {count}).</source>
            <translation>Le compte dépasserait 31 (compte : {count}).</translation>
        </message>
        <message>
            <source>Crib: {seat}</source>
            <translation>Crib : {seat}</translation>
        </message>
        <message>
            <source>{seat} to {verb}.</source>
            <translation>À {seat} de {verb}.</translation>
        </message>
        <message>
            <source>Discard {n} {cards} to {whose} crib.</source>
            <translation>Écartez {n} {cards} dans le crib ({whose}).</translation>
        </message>
        <message>
            <source>You cannot play without passing 31 (count is {count}): say go.</source>
            <translation>Vous ne pouvez pas jouer sans dépasser 31 (compte : {count}) : dites go.</translation>
        </message>
        <message>
            <source>Discard {n} {cards} to the crib first.</source>
            <translation>Écartez d'abord {n} {cards} dans le crib.</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>Écartez une carte à la fois.</translation>
        </message>
        <message>
            <source>Count: {count}</source>
            <translation>Compte : {count}</translation>
        </message>
        <message>
            <source>{seat} reached {target}: the game is over.</source>
            <translation>{seat} a atteint {target} : la partie est terminée.</translation>
        </message>
        <message>
            <source>{count}</source>
            <translation>{count}</translation>
        </message>
        <message>
            <source>{seat} deals next.</source>
            <translation>Prochain donneur : {seat}.</translation>
        </message>
        <message>
            <source>{seat} pegs first and counts first.</source>
            <translation>{seat} joue et compte en premier.</translation>
        </message>
        <message>
            <source>Only one side can reach {target}: the game stops at once when someone does.</source>
            <translation>Un seul camp peut atteindre {target} : la partie s'arrête dès que quelqu'un y parvient.</translation>
        </message>
        <message>
            <source>Enter where {seat}'s front peg stands, or no pegs at all.</source>
            <translation>Indiquez où se trouve la fiche de tête de {seat}, ou aucune fiche.</translation>
        </message>
        <message>
            <source>Enter what {seat} pegged (0 or more).</source>
            <translation>Saisissez les points marqués en jeu par {seat} (0 ou plus).</translation>
        </message>
        <message>
            <source>Enter {seat}'s hand score.</source>
            <translation>Saisissez les points de la main de {seat}.</translation>
        </message>
        <message>
            <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
            <translation>{seat} a atteint {target}, ce qui termine aussitôt la partie : rien de ce qui est compté ensuite ne marque.</translation>
        </message>
        <message>
            <source>{seat}'s front peg cannot go back from {before} to {points}.</source>
            <translation>La fiche de tête de {seat} ne peut pas reculer de {before} à {points}.</translation>
        </message>
        <message>
            <source>{seat} is double skunked (under 61): the win counts triple.</source>
            <translation>{seat} est double capot (moins de 61) : la victoire compte triple.</translation>
        </message>
        <message>
            <source>Enter the crib's score for {seat}.</source>
            <translation>Saisissez les points du crib de {seat}.</translation>
        </message>
        <message>
            <source>{seat}'s peg cannot pass the end of the board at {target}.</source>
            <translation>La fiche de {seat} ne peut pas dépasser la fin de la planche, à {target}.</translation>
        </message>
        <message>
            <source>{seat} is skunked (under 91): the win counts double.</source>
            <translation>{seat} est capot (moins de 91) : la victoire compte double.</translation>
        </message>
        <message>
            <source>{seat}'s two hands cannot count {points}: each counts 0 to 29.</source>
            <translation>Les deux mains de {seat} ne peuvent pas valoir {points} : chacune vaut de 0 à 29.</translation>
        </message>
        <message>
            <source>{seat}'s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
            <translation>La main de {seat} ne peut pas valoir {points} : une main vaut de 0 à 29, et jamais 19, 25, 26 ni 27.</translation>
        </message>
        <message>
            <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
            <translation>Le crib ne peut pas valoir {points} : il vaut de 0 à 29, et jamais 19, 25, 26 ni 27.</translation>
        </message>
        <message>
            <source>{seat}'s scores add up to {points}, but the front peg moved {moved}.</source>
            <translation>Les scores de {seat} totalisent {points}, mais la fiche de tête a avancé de {moved}.</translation>
        </message>
        <message>
            <source>Follow with the {card}, trying not to take points.</source>
            <translation>Fournissez : {card}, en essayant de ne pas prendre de points.</translation>
        </message>
        <message>
            <source>Pass the {card}: it is likely to win tricks with points.</source>
            <translation>Passez cette carte ({card}) : elle risque de remporter des plis chargés de points.</translation>
        </message>
        <message>
            <source>Out of the suit: shed the {card}, a dangerous high card.</source>
            <translation>Plus de cartes dans la couleur : défaussez-vous d'une grosse carte dangereuse ({card}).</translation>
        </message>
        <message>
            <source>In Hearts you pass or play one card at a time, not '{move}'.</source>
            <translation>À la Dame de pique, on passe ou on joue une carte à la fois, et non « {move} ».</translation>
        </message>
        <message>
            <source>Every seat has already passed its three cards.</source>
            <translation>Tous les joueurs ont déjà passé leurs trois cartes.</translation>
        </message>
        <message>
            <source>No card is played until every seat has passed three cards.</source>
            <translation>Aucune carte n'est jouée avant que chacun ait passé trois cartes.</translation>
        </message>
        <message>
            <source>You have already chosen the {card} to pass.</source>
            <translation>Vous avez déjà choisi de passer cette carte ({card}).</translation>
        </message>
        <message>
            <source>No hearts or queen of spades on the first trick unless you hold nothing else.</source>
            <translation>Ni cœur ni dame de pique au premier pli, sauf si vous n'avez rien d'autre.</translation>
        </message>
        <message>
            <source>Choose {count} more cards to pass {direction}.</source>
            <translation>Choisissez encore {count} cartes à passer {direction}.</translation>
        </message>
        <message>
            <source>{seat} shot the moon: 26 points to every other player.</source>
            <translation>{seat} a fait le grand chelem : 26 points pour chacun des autres joueurs.</translation>
        </message>
        <message>
            <source>No cards are passed on this hand: it is a hold hand.</source>
            <translation>Pas de passe à cette donne : chacun garde ses cartes.</translation>
        </message>
        <message>
            <source>The two of clubs leads the first trick.</source>
            <translation>Le deux de trèfle entame le premier pli.</translation>
        </message>
        <message>
            <source>Passing: {direction}</source>
            <translation>Passe : {direction}</translation>
        </message>
        <message>
            <source>Hearts broken</source>
            <translation>Cœurs ouverts</translation>
        </message>
        <message>
            <source>Hearts not broken yet</source>
            <translation>Cœurs pas encore ouverts</translation>
        </message>
        <message>
            <source>Choose 3 cards to pass {direction}.</source>
            <translation>Choisissez 3 cartes à passer {direction}.</translation>
        </message>
        <message>
            <source>Choose 1 more card to pass {direction}.</source>
            <translation>Choisissez encore 1 carte à passer {direction}.</translation>
        </message>
        <message>
            <source>Lead the two of clubs.</source>
            <translation>Entamez avec le deux de trèfle.</translation>
        </message>
        <message>
            <source>Lead a card (hearts are not broken yet).</source>
            <translation>À vous d'entamer (les cœurs ne sont pas encore ouverts).</translation>
        </message>
        <message>
            <source>{seat} took the queen of spades.</source>
            <translation>{seat} a pris la dame de pique.</translation>
        </message>
        <message>
            <source>Next hand: pass {direction}.</source>
            <translation>Prochaine passe : {direction}.</translation>
        </message>
        <message>
            <source>Next hand: no passing.</source>
            <translation>Prochaine donne : pas de passe.</translation>
        </message>
        <message>
            <source>Enter the points {seat} took.</source>
            <translation>Saisissez les points pris par {seat}.</translation>
        </message>
        <message>
            <source>The points taken add up to {total}, not 26: every hand holds 13 hearts at 1 point and the queen of spades at 13 (a moon shot changes the scores, not the points taken).</source>
            <translation>Les points pris totalisent {total}, et non 26 : chaque donne compte 13 cœurs à 1 point et la dame de pique à 13 (un grand chelem change les scores, pas les points pris).</translation>
        </message>
        <message>
            <source>The player who shot the moon is not at this table.</source>
            <translation>Le joueur qui a fait le grand chelem n'est pas à cette table.</translation>
        </message>
        <message>
            <source>{seat} took {points} points: a player takes 0 to 26.</source>
            <translation>{seat} a pris {points} points : un joueur prend de 0 à 26 points.</translation>
        </message>
        <message>
            <source>{seat} shot the moon, so took all 26 points, not {points}.</source>
            <translation>{seat} a fait le grand chelem et a donc pris les 26 points, et non {points}.</translation>
        </message>
        <message>
            <source>Bid {bid}: this hand should take about {expected} tricks.</source>
            <translation>Annoncez {bid} : cette main devrait faire environ {expected} plis.</translation>
        </message>
        <message>
            <source>{seat} made a bid of {bid}: {points} points.</source>
            <translation>{seat} a réussi son annonce de {bid} : {points} points.</translation>
        </message>
        <message>
            <source>In Oh Hell you bid, then play one card at a time, not '{move}'.</source>
            <translation>À l'Ascenseur, on annonce, puis on joue une carte à la fois, et non « {move} ».</translation>
        </message>
        <message>
            <source>The bidding is over: play a card.</source>
            <translation>Les annonces sont terminées : jouez une carte.</translation>
        </message>
        <message>
            <source>Bid a number of tricks from 0 to {cards}.</source>
            <translation>Annoncez un nombre de plis de 0 à {cards}.</translation>
        </message>
        <message>
            <source>The bids may not add up to the number of tricks: as dealer you may not bid {bid}.</source>
            <translation>Le total des annonces ne peut pas égaler le nombre de plis : en tant que donneur, vous ne pouvez pas annoncer {bid}.</translation>
        </message>
        <message>
            <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
            <translation>Annoncez combien de plis vous ferez exactement, de 0 à {cards}.</translation>
        </message>
        <message>
            <source>Nobody made their bid.</source>
            <translation>Personne n'a réussi son annonce.</translation>
        </message>
        <message>
            <source>Every player bids before the first card is played.</source>
            <translation>Chaque joueur annonce avant que la première carte soit jouée.</translation>
        </message>
        <message>
            <source>The joker is the {card}</source>
            <translation>Joker : {card}</translation>
        </message>
        <message>
            <source>Trick {number} of {cards}</source>
            <translation>Pli {number} sur {cards}</translation>
        </message>
        <message>
            <source>Bid how many tricks you will take: exactly, 0 to {cards} but not {bid} (the bids may not add up to {cards}).</source>
            <translation>Annoncez combien de plis vous ferez exactement, de 0 à {cards} mais pas {bid} (le total des annonces ne peut pas faire {cards}).</translation>
        </message>
        <message>
            <source>You must follow suit: {suit}. The joker is the {card} in this hand.</source>
            <translation>Vous devez fournir à {suit}. Dans cette donne, le joker remplace cette carte : {card}.</translation>
        </message>
        <message>
            <source>No trumps (the last hand)</source>
            <translation>Sans atout (dernière donne)</translation>
        </message>
        <message>
            <source>No trumps (the joker was turned up)</source>
            <translation>Sans atout (joker retourné)</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <translation>annonce {bid}</translation>
        </message>
        <message>
            <source>bid {bid} · took {tricks}</source>
            <translation>annonce {bid} · pris {tricks}</translation>
        </message>
        <message>
            <source>bid {bid} · took {tricks} · made</source>
            <translation>annonce {bid} · pris {tricks} · réussi</translation>
        </message>
        <message>
            <source>bid {bid} · took {tricks} · missed</source>
            <translation>annonce {bid} · pris {tricks} · chuté</translation>
        </message>
        <message>
            <source>Last hand: {cards} cards each, at no trump; {seat} deals and {other} bids first.</source>
            <translation>Dernière donne : {cards} cartes chacun, sans atout ; {seat} donne et {other} annonce en premier.</translation>
        </message>
        <message>
            <source>The tricks add up to {total}, not {cards}: tricks add up to the hand size.</source>
            <translation>Les plis totalisent {total}, et non {cards} : le total des plis égale le nombre de cartes par joueur.</translation>
        </message>
        <message>
            <source>The bids add up to {cards}, the number of tricks: with the hook rule {seat}, the dealer, may not bid {bid}.</source>
            <translation>Les annonces totalisent {cards}, le nombre de plis : avec la règle du donneur, {seat}, qui donne, ne peut pas annoncer {bid}.</translation>
        </message>
        <message>
            <source>The last hand is played at no trump.</source>
            <translation>La dernière donne se joue sans atout.</translation>
        </message>
        <message>
            <source>Look at your cards before bidding.</source>
            <translation>Regardez vos cartes avant d'annoncer.</translation>
        </message>
        <message>
            <source>About {count} tricks: aces, guarded kings, spades and ruffs.</source>
            <translation>Environ {count} plis : as, rois gardés, piques et coupes.</translation>
        </message>
        <message>
            <source>Pass the {card} to your partner.</source>
            <translation>Passez cette carte à votre partenaire : {card}.</translation>
        </message>
        <message>
            <source>Far behind: risk a blind nil for 100 points.</source>
            <translation>Loin derrière : tentez un nil aveugle pour 100 points.</translation>
        </message>
        <message>
            <source>No card here should win a trick: bid nil.</source>
            <translation>Aucune de ces cartes ne devrait faire de pli : annoncez nil.</translation>
        </message>
        <message>
            <source>Bid from 1 to {most} tricks.</source>
            <translation>Annoncez de 1 à {most} plis.</translation>
        </message>
        <message>
            <source>'{move}' is not a move of Spades.</source>
            <translation>« {move} » n'est pas un coup du Spades.</translation>
        </message>
        <message>
            <source>The bidding is over.</source>
            <translation>Les annonces sont terminées.</translation>
        </message>
        <message>
            <source>Everyone bids before the play: bid how many tricks you expect to take.</source>
            <translation>Chacun annonce avant le jeu : annoncez combien de plis vous pensez faire.</translation>
        </message>
        <message>
            <source>You have already looked at your cards.</source>
            <translation>Vous avez déjà regardé vos cartes.</translation>
        </message>
        <message>
            <source>Blind nil is bid before looking at your cards.</source>
            <translation>Le nil aveugle s'annonce avant de regarder ses cartes.</translation>
        </message>
        <message>
            <source>Nil is not played at this table: bid at least 1.</source>
            <translation>Le nil n'est pas joué à cette table : annoncez au moins 1.</translation>
        </message>
        <message>
            <source>To bid no tricks, bid nil.</source>
            <translation>Pour n'annoncer aucun pli, annoncez nil.</translation>
        </message>
        <message>
            <source>Bid how many tricks you expect to take.</source>
            <translation>Annoncez combien de plis vous pensez faire.</translation>
        </message>
        <message>
            <source>Pass a card to your partner, who bid blind nil.</source>
            <translation>Passez une carte à votre partenaire, qui a annoncé nil aveugle.</translation>
        </message>
        <message>
            <source>First the blind nil bidder and her partner pass each other a card.</source>
            <translation>D'abord, le joueur qui a annoncé nil aveugle et son partenaire s'échangent une carte.</translation>
        </message>
        <message>
            <source>First choose: blind nil, or look at your cards.</source>
            <translation>Choisissez d'abord : nil aveugle, ou regarder vos cartes.</translation>
        </message>
        <message>
            <source>Blind nil is played by partners only.</source>
            <translation>Le nil aveugle ne se joue qu'en équipes.</translation>
        </message>
        <message>
            <source>Blind nil is not played at this table.</source>
            <translation>Le nil aveugle n'est pas joué à cette table.</translation>
        </message>
        <message>
            <source>Pass exactly one card to your partner.</source>
            <translation>Passez exactement une carte à votre partenaire.</translation>
        </message>
        <message>
            <source>Trick {number} of {count}</source>
            <translation>Pli {number} sur {count}</translation>
        </message>
        <message>
            <source>Blind nil, or look at your cards?</source>
            <translation>Nil aveugle, ou regarder vos cartes ?</translation>
        </message>
        <message>
            <source>Bid how many tricks you expect to take, or nil.</source>
            <translation>Annoncez combien de plis vous pensez faire, ou nil.</translation>
        </message>
        <message>
            <source>Pass a card to your partner.</source>
            <translation>Passez une carte à votre partenaire.</translation>
        </message>
        <message>
            <source>Lead a card (spades are not broken yet).</source>
            <translation>À vous d'entamer (les piques ne sont pas encore ouverts).</translation>
        </message>
        <message>
            <source>{seat} &amp; {other}: bid {bid}, took {took}</source>
            <translation>{seat} et {other} : annonce {bid}, pris {took}</translation>
        </message>
        <message>
            <source>Spades broken</source>
            <translation>Piques ouverts</translation>
        </message>
        <message>
            <source>Spades not broken yet</source>
            <translation>Piques pas encore ouverts</translation>
        </message>
        <message>
            <source>{seat}'s {bid} failed ({took} taken).</source>
            <translation>{seat} chute sur {bid} ({took} plis pris).</translation>
        </message>
        <message>
            <source>{seat} made {bid}.</source>
            <translation>{seat} réussit {bid}.</translation>
        </message>
        <message>
            <source>nil · took {took}</source>
            <translation>nil · pris {took}</translation>
        </message>
        <message>
            <source>nil</source>
            <translation>nil</translation>
        </message>
        <message>
            <source>blind nil · took {took}</source>
            <translation>nil aveugle · pris {took}</translation>
        </message>
        <message>
            <source>blind nil</source>
            <translation>nil aveugle</translation>
        </message>
        <message>
            <source>bid {bid} · took {took}</source>
            <translation>annonce {bid} · pris {took}</translation>
        </message>
        <message>
            <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
            <translation>Les plis totalisent {total}, et non {size} : chaque donne compte {size} plis.</translation>
        </message>
        <message>
            <source>{seat}: 1 bag (9 more cost 100).</source>
            <translation>{seat} : 1 sac (9 de plus coûtent 100 points).</translation>
        </message>
        <message>
            <source>Enter {player}'s bid.</source>
            <translation>Saisissez l'annonce de {player}.</translation>
        </message>
        <message>
            <source>Enter the tricks {player} took.</source>
            <translation>Saisissez les plis faits par {player}.</translation>
        </message>
        <message>
            <source>{seat}: {count} bags ({left} more cost 100).</source>
            <translation>{seat} : {count} sacs ({left} de plus coûtent 100 points).</translation>
        </message>
        <message>
            <source>{player}'s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
            <translation>L'annonce {bid} de {player} n'est pas valable : annoncez de 1 à {most}, nil ou nil aveugle.</translation>
        </message>
        <message>
            <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
            <translation>{player} a fait {tricks} plis : un joueur fait de 0 à {most} plis.</translation>
        </message>
        <message>
            <source>{seat}: 1 bag.</source>
            <translation>{seat} : 1 sac.</translation>
        </message>
        <message>
            <source>{seat}: {count} bags.</source>
            <translation>{seat} : {count} sacs.</translation>
        </message>
        <message>
            <source>The match was already over after hand {hand}.</source>
            <translation>La partie était déjà terminée après la donne {hand}.</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ouest</translation>
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
            <translation>Ordinateur {n}</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Rechercher</translation>
        </message>
        <message>
            <source>Search games</source>
            <translation>Rechercher un jeu</translation>
        </message>
        <message>
            <source>All families</source>
            <translation>Toutes les familles</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Famille</translation>
        </message>
        <message>
            <source>any</source>
            <translation>tous</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <source>&amp;Family:</source>
            <translation>&amp;Famille :</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>&amp;Joueurs :</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Jeux</translation>
        </message>
        <message>
            <source>No game matches these filters.</source>
            <translation>Aucun jeu ne correspond à ces filtres.</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>Jou&amp;er</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Choisir un jeu</translation>
        </message>
        <message>
            <source>1 player</source>
            <translation>1 joueur</translation>
        </message>
        <message>
            <source>{low}–{high} players</source>
            <translation>{low}–{high} joueurs</translation>
        </message>
        <message>
            <source>played recently</source>
            <translation>joué récemment</translation>
        </message>
        <message>
            <source>{n} players</source>
            <translation>{n} joueurs</translation>
        </message>
        <message>
            <source>No hand is being played.</source>
            <translation>Aucune donne n'est en cours.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Ce n'est pas votre tour.</translation>
        </message>
        <message>
            <source>Redouble</source>
            <translation>Surcontrer</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Contrer</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passe</translation>
        </message>
        <message>
            <source>Number of tricks to bid</source>
            <translation>Nombre de plis à annoncer</translation>
        </message>
        <message>
            <source>How many tricks you expect to take</source>
            <translation>Combien de plis vous pensez faire</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Annoncer</translation>
        </message>
        <message>
            <source>Maximum</source>
            <translation>Maximum</translation>
        </message>
        <message>
            <source>Double everyone you may</source>
            <translation>Contrer tous ceux que vous pouvez</translation>
        </message>
        <message>
            <source>Start at {rank}</source>
            <translation>Départ : {rank}</translation>
        </message>
        <message>
            <source>That bid is not allowed.</source>
            <translation>Cette annonce n'est pas permise.</translation>
        </message>
        <message>
            <source>Bid {count}</source>
            <translation>Annoncer {count}</translation>
        </message>
        <message>
            <source>played</source>
            <translation>joué</translation>
        </message>
        <message>
            <source>already played</source>
            <translation>déjà joué</translation>
        </message>
        <message>
            <source>Maximum: {verb} all</source>
            <translation>Maximum : {verb} tout le monde</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Comme le système</translation>
        </message>
        <message>
            <source>All score sheets…</source>
            <translation>Toutes les feuilles de marque…</translation>
        </message>
        <message>
            <source>Open the score sheets window</source>
            <translation>Ouvrir la fenêtre des feuilles de marque</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Standard rules</source>
            <translation>Règles standard</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Règles :</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Joueurs :</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>À la table</translation>
        </message>
        <message>
            <source>random</source>
            <translation>aléatoire</translation>
        </message>
        <message>
            <source>Type the number of an earlier deal to replay it; leave empty for a new deal.</source>
            <translation>Saisissez le numéro d'une donne déjà jouée pour la rejouer ; laissez vide pour une nouvelle donne.</translation>
        </message>
        <message>
            <source>Deal number</source>
            <translation>Numéro de donne</translation>
        </message>
        <message>
            <source>&amp;Deal number:</source>
            <translation>&amp;Numéro de donne :</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Commencer</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Ordinateur</translation>
        </message>
        <message>
            <source>{low} to {high} players</source>
            <translation>De {low} à {high} joueurs</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>Niveau de l'ordinateur</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Humain</translation>
        </message>
        <message>
            <source>New game: {game}</source>
            <translation>Nouvelle partie : {game}</translation>
        </message>
        <message>
            <source>Always {n} players</source>
            <translation>Toujours {n} joueurs</translation>
        </message>
        <message>
            <source>Leave empty for a new deal; type a number to replay a deal.</source>
            <translation>Laissez vide pour une nouvelle donne ; saisissez un numéro pour rejouer une donne.</translation>
        </message>
        <message>
            <source>Your own choice of options.</source>
            <translation>Votre propre choix d'options.</translation>
        </message>
        <message>
            <source>This game has no options.</source>
            <translation>Ce jeu n'a pas d'options.</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Règles personnalisées</translation>
        </message>
        <message>
            <source>Name of seat {n}</source>
            <translation>Nom de la place {n}</translation>
        </message>
        <message>
            <source>Seat {n} is played by</source>
            <translation>La place {n} est jouée par</translation>
        </message>
        <message>
            <source>Computer level of seat {n}</source>
            <translation>Niveau de l'ordinateur à la place {n}</translation>
        </message>
        <message>
            <source>Cannot start: {reason}</source>
            <translation>Impossible de commencer : {reason}</translation>
        </message>
        <message>
            <source>No rules text comes with this game.</source>
            <translation>Ce jeu n'est pas fourni avec ses règles.</translation>
        </message>
        <message>
            <source>This match</source>
            <translation>Cette partie</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>J&amp;eu :</translation>
        </message>
        <message>
            <source>Rules text</source>
            <translation>Texte des règles</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>Règles : {game}</translation>
        </message>
        <message>
            <source>changed from standard: {value}</source>
            <translation>modifié par rapport au standard : {value}</translation>
        </message>
        <message>
            <source>What is wrong</source>
            <translation>Ce qui ne va pas</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>Save hand</source>
            <translation>Enregistrer la donne</translation>
        </message>
        <message>
            <source>Add hand</source>
            <translation>Ajouter la donne</translation>
        </message>
        <message>
            <source>Correct what is listed above first.</source>
            <translation>Corrigez d'abord ce qui est indiqué ci-dessus.</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(aucun)</translation>
        </message>
        <message>
            <source>Everyone {name} may choose here</source>
            <translation>Tous ceux que {name} peut choisir ici</translation>
        </message>
        <message>
            <source>{who}: maximum</source>
            <translation>{who} : maximum</translation>
        </message>
        <message>
            <source>(choose)</source>
            <translation>(choisir)</translation>
        </message>
        <message>
            <source>Correct hand {n}</source>
            <translation>Corriger la donne {n}</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Donne {n}</translation>
        </message>
        <message>
            <source>{who}: {label} {name}</source>
            <translation>{who} : {label} {name}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>{who} may not choose {name} in this hand</source>
            <translation>{who} ne peut pas choisir {name} dans cette donne</translation>
        </message>
        <message>
            <source>Print the score sheet</source>
            <translation>Imprimer la feuille de marque</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <source>Printing is not available in this installation. Save the sheet as a PDF file and print that instead.</source>
            <translation>L'impression n'est pas disponible dans cette installation. Enregistrez la feuille en PDF et imprimez ce fichier.</translation>
        </message>
        <message>
            <source>Save the sheet as PDF</source>
            <translation>Enregistrer la feuille en PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} et {last}</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Gagnant</translation>
        </message>
        <message>
            <source>Who leads</source>
            <translation>Qui mène</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>After 1 hand</source>
            <translation>Après 1 donne</translation>
        </message>
        <message>
            <source>{after}: {names} leads with {total}.</source>
            <translation>{after} : {names} mène avec {total}.</translation>
        </message>
        <message>
            <source>{after}: {names} lead with {total}.</source>
            <translation>{after} : {names} mènent avec {total}.</translation>
        </message>
        <message>
            <source>{names} wins with {total}</source>
            <translation>{names} gagne avec {total}</translation>
        </message>
        <message>
            <source>{names} win with {total}</source>
            <translation>{names} gagnent avec {total}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Hand {n}: {text}</source>
            <translation>Donne {n} : {text}</translation>
        </message>
        <message>
            <source>{text}, ringed</source>
            <translation>{text}, entouré</translation>
        </message>
        <message>
            <source>No hands yet.</source>
            <translation>Aucune donne pour l'instant.</translation>
        </message>
        <message>
            <source>After {n} hands</source>
            <translation>Après {n} donnes</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vide</translation>
        </message>
        <message>
            <source>Problem: {text}</source>
            <translation>Problème : {text}</translation>
        </message>
        <message>
            <source>Leading</source>
            <translation>En tête</translation>
        </message>
        <message>
            <source>Total of {name}: {text}</source>
            <translation>Total de {name} : {text}</translation>
        </message>
        <message>
            <source>played in the app</source>
            <translation>jouée dans l'application</translation>
        </message>
        <message>
            <source>kept by hand</source>
            <translation>tenue à la main</translation>
        </message>
        <message>
            <source>New score sheet</source>
            <translation>Nouvelle feuille de marque</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Noms</translation>
        </message>
        <message>
            <source>&amp;Create</source>
            <translation>&amp;Créer</translation>
        </message>
        <message>
            <source>partnerships</source>
            <translation>équipes</translation>
        </message>
        <message>
            <source>players</source>
            <translation>joueurs</translation>
        </message>
        <message>
            <source>Two columns have the same name.</source>
            <translation>Deux colonnes portent le même nom.</translation>
        </message>
        <message>
            <source>Score sheets</source>
            <translation>Feuilles de marque</translation>
        </message>
        <message>
            <source>All sheets</source>
            <translation>Toutes les feuilles</translation>
        </message>
        <message>
            <source>Kept by hand</source>
            <translation>Tenues à la main</translation>
        </message>
        <message>
            <source>Played in the app</source>
            <translation>Jouées dans l'application</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Afficher</translation>
        </message>
        <message>
            <source>&amp;New sheet…</source>
            <translation>&amp;Nouvelle feuille…</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <translation>&amp;Afficher :</translation>
        </message>
        <message>
            <source>&amp;Sheet</source>
            <translation>&amp;Feuille</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Édition</translation>
        </message>
        <message>
            <source>Rename sheet</source>
            <translation>Renommer la feuille</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>Titre :</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>Exporter en CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>Exporter en PDF</translation>
        </message>
        <message>
            <source>Team {n}</source>
            <translation>Équipe {n}</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Joueur {n}</translation>
        </message>
        <message>
            <source>No score sheets yet. Choose “New sheet…” to keep score of a game played with real cards.</source>
            <translation>Aucune feuille de marque pour l'instant. Choisissez « Nouvelle feuille… » pour tenir les scores d'une partie jouée avec de vraies cartes.</translation>
        </message>
        <message>
            <source>Choose a sheet on the left, or start a new one.</source>
            <translation>Choisissez une feuille à gauche, ou commencez-en une nouvelle.</translation>
        </message>
        <message>
            <source>&amp;Rename…</source>
            <translation>&amp;Renommer…</translation>
        </message>
        <message>
            <source>Export &amp;CSV…</source>
            <translation>Exporter en &amp;CSV…</translation>
        </message>
        <message>
            <source>Save the sheet as a table for a spreadsheet</source>
            <translation>Enregistrer la feuille comme tableau pour un tableur</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>Exporter en &amp;PDF…</translation>
        </message>
        <message>
            <source>Save the sheet as a PDF file</source>
            <translation>Enregistrer la feuille en fichier PDF</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <source>De&amp;lete sheet</source>
            <translation>&amp;Supprimer la feuille</translation>
        </message>
        <message>
            <source>Delete this sheet (Undo brings it back)</source>
            <translation>Supprimer cette feuille (Annuler la fait revenir)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>&amp;Add hand…</source>
            <translation>A&amp;jouter une donne…</translation>
        </message>
        <message>
            <source>Type in the next hand</source>
            <translation>Saisir la donne suivante</translation>
        </message>
        <message>
            <source>&amp;Edit hand…</source>
            <translation>&amp;Modifier la donne…</translation>
        </message>
        <message>
            <source>Correct the chosen hand (or double-click it)</source>
            <translation>Corriger la donne choisie (ou double-cliquez dessus)</translation>
        </message>
        <message>
            <source>&amp;Delete hand</source>
            <translation>Supprimer la &amp;donne</translation>
        </message>
        <message>
            <source>Delete the chosen hand; the hands after it are scored again</source>
            <translation>Supprimer la donne choisie ; les donnes suivantes sont recalculées</translation>
        </message>
        <message>
            <source>1 hand</source>
            <translation>1 donne</translation>
        </message>
        <message>
            <source>new sheet</source>
            <translation>la création de la feuille</translation>
        </message>
        <message>
            <source>Delete sheet</source>
            <translation>Supprimer la feuille</translation>
        </message>
        <message>
            <source>delete sheet</source>
            <translation>la suppression de la feuille</translation>
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation>&amp;Titre :</translation>
        </message>
        <message>
            <source>This kind of sheet is not known to this version of Card Table.</source>
            <translation>Ce type de feuille est inconnu de cette version de Card Table.</translation>
        </message>
        <message>
            <source>Started {date}</source>
            <translation>Commencée le {date}</translation>
        </message>
        <message>
            <source>correct hand {n}</source>
            <translation>la correction de la donne {n}</translation>
        </message>
        <message>
            <source>rename sheet</source>
            <translation>le changement de titre de la feuille</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Enregistré : {path}</translation>
        </message>
        <message>
            <source>always {n} {noun}</source>
            <translation>toujours {n} {noun}</translation>
        </message>
        <message>
            <source>{low} to {high} {noun}</source>
            <translation>de {low} à {high} {noun}</translation>
        </message>
        <message>
            <source>Name {n}</source>
            <translation>Nom {n}</translation>
        </message>
        <message>
            <source>This sheet has no options.</source>
            <translation>Cette feuille n'a pas d'options.</translation>
        </message>
        <message>
            <source>The match is over: {winner}.</source>
            <translation>La partie est terminée : {winner}.</translation>
        </message>
        <message>
            <source>&amp;Undo {what}</source>
            <translation>&amp;Annuler {what}</translation>
        </message>
        <message>
            <source>&amp;Redo {what}</source>
            <translation>&amp;Rétablir {what}</translation>
        </message>
        <message>
            <source>{n} hands</source>
            <translation>{n} donnes</translation>
        </message>
        <message>
            <source>Last changed {date}</source>
            <translation>Dernière modification le {date}</translation>
        </message>
        <message>
            <source>started {date}</source>
            <translation>commencée le {date}</translation>
        </message>
        <message>
            <source>Undone: {what}</source>
            <translation>Annulé : {what}</translation>
        </message>
        <message>
            <source>Redone: {what}</source>
            <translation>Rétabli : {what}</translation>
        </message>
        <message>
            <source>add hand {n}</source>
            <translation>l'ajout de la donne {n}</translation>
        </message>
        <message>
            <source>delete hand {n}</source>
            <translation>la suppression de la donne {n}</translation>
        </message>
        <message>
            <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
            <translation>Supprimer la feuille « {title} » et ses {n} donnes ? Annuler la fait revenir tant que cette fenêtre est ouverte.</translation>
        </message>
        <message>
            <source>This kind of sheet ({kind}) is not known to this version of Card Table.</source>
            <translation>Ce type de feuille ({kind}) est inconnu de cette version de Card Table.</translation>
        </message>
        <message>
            <source>The change could not be saved: {error}</source>
            <translation>La modification n'a pas pu être enregistrée : {error}</translation>
        </message>
        <message>
            <source>The sheet could not be saved: {error}</source>
            <translation>La feuille n'a pas pu être enregistrée : {error}</translation>
        </message>
        <message>
            <source>Could not write {path}: {error}</source>
            <translation>Impossible d'écrire {path} : {error}</translation>
        </message>
        <message>
            <source>This sheet could not be drawn: {error}</source>
            <translation>Impossible d'afficher cette feuille : {error}</translation>
        </message>
    </context>
</TS>
