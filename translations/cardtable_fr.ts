<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>cardtable</name>
    <message>
        <source>Beginner (plays at random)</source>
        <translation>Débutant (joue au hasard)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mixte</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
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
        <translation>Le coup {move} n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>{game} has no preset {preset} (presets: {known})</source>
        <translation>{game} n&apos;a pas de variante {preset} (variantes&#xa0;: {known})</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} se joue de {low} à {high} joueurs, pas à {players}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>no option named {option} (options: {known})</source>
        <translation>aucune option nommée {option} (options&#xa0;: {known})</translation>
    </message>
    <message>
        <source>option {option} is yes or no, not {value}</source>
        <translation>l&apos;option {option} vaut oui ou non, pas {value}</translation>
    </message>
    <message>
        <source>option {option} is a whole number, not {value}</source>
        <translation>l&apos;option {option} est un nombre entier, pas {value}</translation>
    </message>
    <message>
        <source>option {option} is at least {minimum}</source>
        <translation>l&apos;option {option} vaut au moins {minimum}</translation>
    </message>
    <message>
        <source>option {option} is at most {maximum}</source>
        <translation>l&apos;option {option} vaut au plus {maximum}</translation>
    </message>
    <message>
        <source>option {option} is one of {allowed}, not {value}</source>
        <translation>l&apos;option {option} prend l&apos;une des valeurs {allowed}, pas {value}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>place {n}</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; reuses the id &apos;{id}&apos;; skipped</source>
        <translation>Le module de jeu «&#xa0;{plugin}&#xa0;» réutilise l&apos;identifiant «&#xa0;{id}&#xa0;»&#xa0;; ignoré</translation>
    </message>
    <message>
        <source>Game plugin &apos;{plugin}&apos; could not be loaded: {error}</source>
        <translation>Le module de jeu «&#xa0;{plugin}&#xa0;» n&apos;a pas pu être chargé&#xa0;: {error}</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <translation>Vous devez fournir à {suit}.</translation>
    </message>
    <message>
        <source>You may not lead {suit} until they are broken.</source>
        <translation>Vous ne pouvez pas entamer à {suit} tant que la couleur n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take the trick.</source>
        <translation>Fournissez&#xa0;: {card}, en essayant de ne pas prendre le pli.</translation>
    </message>
    <message>
        <source>This hand suits {name} best of the open contracts.</source>
        <translation>Parmi les contrats restants, c&apos;est {name} qui convient le mieux à cette main.</translation>
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
        <translation>{card}&#xa0;: ouvre la voie à vos propres cartes sans aider les autres.</translation>
    </message>
    <message>
        <source>Play the {card}: win tricks cheaply, keep trumps for later.</source>
        <translation>Jouez&#xa0;: {card}. Faites des plis à peu de frais, gardez les atouts pour plus tard.</translation>
    </message>
    <message>
        <source>Lead the {card}: others will probably beat it.</source>
        <translation>Entamez&#xa0;: {card}, que les autres battront probablement.</translation>
    </message>
    <message>
        <source>Out of the suit: throw away the {card}.</source>
        <translation>Plus de cartes dans la couleur. Défausse&#xa0;: {card}.</translation>
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
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>Each player declares seven contracts in turn; double the players you expect to beat.</source>
        <translation>Chaque joueur déclare à son tour sept contrats&#xa0;; contrez les joueurs que vous pensez battre.</translation>
    </message>
    <message>
        <source>Choose one of the open contracts: {letters}.</source>
        <translation>Choisissez un des contrats restants&#xa0;: {letters}.</translation>
    </message>
    <message>
        <source>With doubles of declarer only, you may double declarer only.</source>
        <translation>Avec les contres sur le déclarant seulement, vous ne pouvez contrer que le déclarant.</translation>
    </message>
    <message>
        <source>The {card} does not fit: play the next card up or down in a started suit.</source>
        <translation>Cette carte ({card}) ne peut pas être posée&#xa0;: jouez la carte juste au-dessus ou au-dessous dans une couleur commencée.</translation>
    </message>
    <message>
        <source>Play a card: follow {suit}.</source>
        <translation>Jouez une carte&#xa0;: fournissez à {suit}.</translation>
    </message>
    <message>
        <source>{seat} declared {name}.</source>
        <translation>{seat} a annoncé {name}.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Barbu.</source>
        <translation>«&#xa0;{move}&#xa0;» n&apos;est pas un coup du Barbu.</translation>
    </message>
    <message>
        <source>Name the starting rank: 2 to 10, J, Q, K or A.</source>
        <translation>Annoncez la carte de départ&#xa0;: 2 à 10, J, Q, K ou A.</translation>
    </message>
    <message>
        <source>Doubling comes first: double whom you like, then pass.</source>
        <translation>Les contres d&apos;abord&#xa0;: contrez qui vous voulez, puis passez.</translation>
    </message>
    <message>
        <source>The doubling is over: play a card.</source>
        <translation>Les contres sont terminés&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <source>You cannot pass in a trick: play a card.</source>
        <translation>Impossible de passer pendant un pli&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <source>You have already played {name} in this seven.</source>
        <translation>Vous avez déjà joué {name} dans cette série.</translation>
    </message>
    <message>
        <source>Double a seat: 0 to 3.</source>
        <translation>Contrez une place&#xa0;: 0 à 3.</translation>
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
        <translation>Le déclarant ne peut surcontrer que les joueurs qui l&apos;ont contré.</translation>
    </message>
    <message>
        <source>In Trumps and Dominoes the others may double declarer only.</source>
        <translation>À l&apos;Atout et à la Réussite, les autres ne peuvent contrer que le déclarant.</translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Jouez une carte à la fois.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand.</source>
        <translation>Cette carte ({card}) n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>You may not lead a heart in {name} unless you hold only hearts.</source>
        <translation>Au contrat {name}, vous ne pouvez pas entamer à cœur, sauf si vous n&apos;avez que des cœurs.</translation>
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
        <translation>Déclarant&#xa0;: {seat}</translation>
    </message>
    <message>
        <source>Contract: {name}</source>
        <translation>Contrat&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Choose a contract: {names}.</source>
        <translation>Choisissez un contrat&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>Name trumps.</source>
        <translation>Annoncez l&apos;atout.</translation>
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
        <translation>À vous d&apos;entamer.</translation>
    </message>
    <message>
        <source>Ravage City</source>
        <translation>Ravage City</translation>
    </message>
    <message>
        <source>Doubles of declarer only</source>
        <translation>Contres sur le déclarant seulement</translation>
    </message>
    <message>
        <source>Alternative scores</source>
        <translation>Marque alternative</translation>
    </message>
    <message>
        <source>Barbu with Ravage City</source>
        <translation>Barbu avec Ravage City</translation>
    </message>
    <message>
        <source>Eight contracts for each declarer: Ravage City is added.</source>
        <translation>Huit contrats par déclarant&#xa0;: Ravage City s&apos;ajoute aux sept autres.</translation>
    </message>
    <message>
        <source>Barbu, doubles of declarer only</source>
        <translation>Barbu, contres sur le déclarant seulement</translation>
    </message>
    <message>
        <source>The simpler doubling: only declarer may be doubled.</source>
        <translation>Les contres simplifiés&#xa0;: seul le déclarant peut être contré.</translation>
    </message>
    <message>
        <source>{seat} went out first.</source>
        <translation>{seat} a fini en premier.</translation>
    </message>
    <message>
        <source>Declarer must first choose a contract.</source>
        <translation>Le déclarant doit d&apos;abord choisir un contrat.</translation>
    </message>
    <message>
        <source>Declarer must first name the starting rank.</source>
        <translation>Le déclarant doit d&apos;abord annoncer la carte de départ.</translation>
    </message>
    <message>
        <source>Name trumps with a suit letter: C, D, H or S.</source>
        <translation>Annoncez l&apos;atout par une lettre&#xa0;: C, D, H ou S (trèfle, carreau, cœur, pique).</translation>
    </message>
    <message>
        <source>With doubles of declarer only, declarer who redoubles must redouble everyone who doubled her.</source>
        <translation>Avec les contres sur le déclarant seulement, le déclarant qui surcontre doit surcontrer tous ceux qui l&apos;ont contré.</translation>
    </message>
    <message>
        <source>Hand {number} of {count} of this declarer</source>
        <translation>Donne {number} sur {count} de ce déclarant</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>Starting rank: {rank}</source>
        <translation>Carte de départ&#xa0;: {rank}</translation>
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
        <translation>Posez une carte sur le tableau, ou passez si aucune ne peut l&apos;être.</translation>
    </message>
    <message>
        <source>No card fits the layout: pass.</source>
        <translation>Aucune carte ne peut être posée&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Lead a card (not a heart unless you hold only hearts).</source>
        <translation>À vous d&apos;entamer (pas à cœur, sauf si vous n&apos;avez que des cœurs).</translation>
    </message>
    <message>
        <source>An eighth contract: whoever takes the most cards of one suit scores -36 (ties share it). 32 hands; the Dominoes scores rise by 9 to keep the zero sum.</source>
        <translation>Un huitième contrat&#xa0;: celui qui prend le plus de cartes d&apos;une même couleur marque -36 (partagé en cas d&apos;égalité). 32 donnes&#xa0;; les scores de la Réussite augmentent de 9 pour que la somme reste nulle.</translation>
    </message>
    <message>
        <source>Players may double declarer only, not each other; a declarer who redoubles must redouble everyone who doubled her.</source>
        <translation>Les joueurs ne peuvent contrer que le déclarant, pas les uns les autres&#xa0;; un déclarant qui surcontre doit surcontrer tous ceux qui l&apos;ont contré.</translation>
    </message>
    <message>
        <source>The king of hearts scores -15 and Dominoes +40 / +20 / +10 / -10.</source>
        <translation>Le roi de cœur vaut -15 et la Réussite +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Declarer must first name trumps.</source>
        <translation>Le déclarant doit d&apos;abord annoncer l&apos;atout.</translation>
    </message>
    <message>
        <source>{seat} doubled {other}</source>
        <translation>{seat} a contré {other}</translation>
    </message>
    <message>
        <source>Nobody doubled you: pass.</source>
        <translation>Personne ne vous a contré&#xa0;: passez.</translation>
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
        <source>No Tricks</source>
        <translation>Pas de plis</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <translation>Pas de cœurs</translation>
    </message>
    <message>
        <source>No Queens</source>
        <translation>Pas de dames</translation>
    </message>
    <message>
        <source>No King of Hearts</source>
        <translation>Pas de roi de cœur</translation>
    </message>
    <message>
        <source>No Last Two</source>
        <translation>Pas les deux derniers</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Réussite</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>six</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>+{trumps_per_trick} for each trick</source>
        <translation>+{trumps_per_trick} par pli</translation>
    </message>
    <message>
        <source>{per_trick} for each trick</source>
        <translation>{per_trick} par pli</translation>
    </message>
    <message>
        <source>{per_heart} for each heart and {ace_of_hearts} for the ace</source>
        <translation>{per_heart} par cœur et {ace_of_hearts} pour l&apos;as</translation>
    </message>
    <message>
        <source>{per_queen} for each queen</source>
        <translation>{per_queen} par dame</translation>
    </message>
    <message>
        <source>{king_of_hearts} for the king of hearts, or nothing</source>
        <translation>{king_of_hearts} pour le roi de cœur, ou rien</translation>
    </message>
    <message>
        <source>{last_but_one} for the twelfth trick and {last} for the last</source>
        <translation>{last_but_one} pour le douzième pli et {last} pour le dernier</translation>
    </message>
    <message>
        <source>First declarer</source>
        <translation>Premier déclarant</translation>
    </message>
    <message>
        <source>Declarer-only doubles</source>
        <translation>Contres sur le déclarant seulement</translation>
    </message>
    <message>
        <source>won the session</source>
        <translation>a gagné la partie</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}</source>
        <translation>{contract}, déclaré par {name}</translation>
    </message>
    <message>
        <source>{seat} declares next; contracts still to play: {contracts}.</source>
        <translation>{seat} est le prochain déclarant&#xa0;; contrats restant à jouer&#xa0;: {contracts}.</translation>
    </message>
    <message>
        <source>Who declares the first seven hands; then the player on her left, and so on.</source>
        <translation>Qui déclare les sept premières donnes&#xa0;; puis le joueur à sa gauche, et ainsi de suite.</translation>
    </message>
    <message>
        <source>An eighth contract: -36 to the player with most cards of one suit (ties share it); 32 hands; the Dominoes scores rise by 9.</source>
        <translation>Un huitième contrat&#xa0;: -36 au joueur qui a le plus de cartes d&apos;une même couleur (partagé en cas d&apos;égalité)&#xa0;; 32 donnes&#xa0;; les scores de la Réussite augmentent de 9.</translation>
    </message>
    <message>
        <source>The others may double declarer only, in every contract.</source>
        <translation>Les autres ne peuvent contrer que le déclarant, dans tous les contrats.</translation>
    </message>
    <message>
        <source>King of hearts -15; Dominoes +40 / +20 / +10 / -10.</source>
        <translation>Roi de cœur -15&#xa0;; Réussite +40 / +20 / +10 / -10.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Starting rank</source>
        <translation>Carte de départ</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Contres</translation>
    </message>
    <message>
        <source>Raw score</source>
        <translation>Score brut</translation>
    </message>
    <message>
        <source>The session is over after {hands} hands.</source>
        <translation>La partie est terminée après {hands} donnes.</translation>
    </message>
    <message>
        <source>{seat} declared this hand, but hand {hand} of the sheet is another player&apos;s: check the first declarer.</source>
        <translation>{seat} a déclaré cette donne, mais la donne {hand} de la feuille revient à un autre joueur&#xa0;: vérifiez le premier déclarant.</translation>
    </message>
    <message>
        <source>Choose the contract {seat} declared.</source>
        <translation>Choisissez le contrat annoncé par {seat}.</translation>
    </message>
    <message>
        <source>{trumps} is not a suit.</source>
        <translation>{trumps} n&apos;est pas une couleur.</translation>
    </message>
    <message>
        <source>{rank} is not a rank.</source>
        <translation>{rank} n&apos;est pas une valeur de carte.</translation>
    </message>
    <message>
        <source>The raw scores add up to {points}, but in {contract} they always add up to {total}.</source>
        <translation>Les scores bruts totalisent {points}, mais au contrat {contract} leur total est toujours {total}.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Brut</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Paris</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; trumps {suit}</source>
        <translation>{contract}, déclaré par {name}&#xa0;; atout {suit}</translation>
    </message>
    <message>
        <source>{contract}, declared by {name}; starting with the {ranks}</source>
        <translation>{contract}, déclaré par {name}&#xa0;; départ aux {ranks}</translation>
    </message>
    <message>
        <source>Doubles of {seat} still owed: {tally}.</source>
        <translation>Contres obligatoires encore dus sur {seat}&#xa0;: {tally}.</translation>
    </message>
    <message>
        <source>Every compulsory double of {seat} has been made.</source>
        <translation>Tous les contres obligatoires sur {seat} ont été faits.</translation>
    </message>
    <message>
        <source>The contract declarer chose: one she has not yet played in her seven.</source>
        <translation>Le contrat choisi par le déclarant&#xa0;: un contrat qu&apos;il n&apos;a pas encore joué dans sa série.</translation>
    </message>
    <message>
        <source>Trumps only: the suit declarer named.</source>
        <translation>Atout seulement&#xa0;: la couleur annoncée par le déclarant.</translation>
    </message>
    <message>
        <source>Dominoes only: the rank declarer named before the doubling.</source>
        <translation>Réussite seulement&#xa0;: la carte de départ annoncée par le déclarant avant les contres.</translation>
    </message>
    <message>
        <source>Whom each player doubled. Declarer may only redouble those who doubled her; in Trumps and Dominoes the others may double declarer only.</source>
        <translation>Qui chaque joueur a contré. Le déclarant ne peut surcontrer que ceux qui l&apos;ont contré&#xa0;; à l&apos;Atout et à la Réussite, les autres ne peuvent contrer que le déclarant.</translation>
    </message>
    <message>
        <source>What each player scored in the play, before the doubles.</source>
        <translation>Ce que chaque joueur a marqué pendant le jeu, avant les contres.</translation>
    </message>
    <message>
        <source>{contract} is not a contract of this session.</source>
        <translation>{contract} n&apos;est pas un contrat de cette partie.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s raw score.</source>
        <translation>Saisissez le score brut de {seat}.</translation>
    </message>
    <message>
        <source>In Dominoes the raw scores are {places} for the first to the last player out, one each.</source>
        <translation>À la Réussite, les scores bruts sont {places}, du premier au dernier joueur sorti, un chacun.</translation>
    </message>
    <message>
        <source>In Ravage City {ravage} goes to the player with the most cards of one suit, or is shared equally by those tied for it.</source>
        <translation>Au Ravage City, {ravage} va au joueur qui a le plus de cartes d&apos;une même couleur, ou est partagé à parts égales entre les ex æquo.</translation>
    </message>
    <message>
        <source>{seat}&apos;s doubles name someone who is not at this table.</source>
        <translation>Les contres de {seat} visent quelqu&apos;un qui n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>{seat} must double declarer: this is the last hand of the seven and a compulsory double is still owed.</source>
        <translation>{seat} doit contrer le déclarant&#xa0;: c&apos;est la dernière donne de la série et un contre obligatoire reste dû.</translation>
    </message>
    <message>
        <source>{seat} must double declarer: {owed} compulsory doubles are still owed and only {left} hands are left in this seven.</source>
        <translation>{seat} doit contrer le déclarant&#xa0;: {owed} contres obligatoires restent dus et il ne reste que {left} donnes dans cette série.</translation>
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
        <source>{seat}&apos;s raw score {points} is not possible in Ravage City: the most cards of one suit score {ravage}, shared by players tied for it.</source>
        <translation>Le score brut de {seat} ({points}) est impossible au Ravage City&#xa0;: le plus grand nombre de cartes d&apos;une même couleur vaut {ravage}, partagé entre les ex æquo.</translation>
    </message>
    <message>
        <source>{seat}&apos;s raw score {points} is not possible in {contract}: {rule}.</source>
        <translation>Le score brut de {seat} ({points}) est impossible au contrat {contract}&#xa0;: {rule}.</translation>
    </message>
    <message>
        <source>Nobody may double their own score, as {seat} did.</source>
        <translation>Personne ne peut contrer son propre score, comme l&apos;a fait {seat}.</translation>
    </message>
    <message>
        <source>{seat} is declarer, and declarer may only redouble players who doubled declarer.</source>
        <translation>{seat} est le déclarant, et le déclarant ne peut surcontrer que les joueurs qui l&apos;ont contré.</translation>
    </message>
    <message>
        <source>In {contract} the others may only double declarer: {seat} doubled another player.</source>
        <translation>Au contrat {contract}, les autres ne peuvent contrer que le déclarant&#xa0;: {seat} a contré un autre joueur.</translation>
    </message>
    <message>
        <source>With declarer-only doubles, {seat} may only double declarer.</source>
        <translation>Avec les contres sur le déclarant seulement, {seat} ne peut contrer que le déclarant.</translation>
    </message>
    <message>
        <source>Two cards left: say &quot;Last card!&quot; before playing.</source>
        <translation>Plus que deux cartes&#xa0;: dites «&#xa0;Carte&#xa0;!&#xa0;» avant de jouer.</translation>
    </message>
    <message>
        <source>Nothing fits: draw a card.</source>
        <translation>Rien ne convient&#xa0;: piochez une carte.</translation>
    </message>
    <message>
        <source>Play the {card} and name your longest suit, {suit}.</source>
        <translation>Jouez&#xa0;: {card}, et annoncez votre couleur la plus longue, {suit}.</translation>
    </message>
    <message>
        <source>Play the {card}.</source>
        <translation>Jouez&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Huit américain</translation>
    </message>
    <message>
        <source>Get rid of your cards by matching the rank or suit of the discard; eights are wild and name the next suit.</source>
        <translation>Débarrassez-vous de vos cartes en jouant sur la défausse une carte de même valeur ou de même couleur&#xa0;; les huit se jouent sur tout et changent la couleur.</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>la valeur de «&#xa0;Pioche 2&#xa0;» ({rank}) est déjà celle du changement de couleur&#xa0;; donnez à chaque carte spéciale sa propre valeur</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Jeux de cartes</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartes distribuées</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Draw limit</source>
        <translation>Limite de pioche</translation>
    </message>
    <message>
        <source>Play the drawn card</source>
        <translation>Jouer la carte piochée</translation>
    </message>
    <message>
        <source>Must play if able</source>
        <translation>Obligation de jouer</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Annonce «&#xa0;Carte&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Last card penalty</source>
        <translation>Pénalité «&#xa0;Carte&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Changing suit</source>
        <translation>Annonce de couleur</translation>
    </message>
    <message>
        <source>Suit changer</source>
        <translation>Changement de couleur</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passe-tour</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Inversion</translation>
    </message>
    <message>
        <source>Draw two</source>
        <translation>Pioche 2</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Partie en</translation>
    </message>
    <message>
        <source>Crazy Eights with action cards</source>
        <translation>Huit américain avec cartes spéciales</translation>
    </message>
    <message>
        <source>Queens skip the next player, aces reverse the direction, twos make the next player draw two, and you must say &quot;Last card!&quot;.</source>
        <translation>Les dames font passer son tour au joueur suivant, les as inversent le sens du jeu, les deux font piocher deux cartes au suivant, et il faut dire «&#xa0;Carte&#xa0;!&#xa0;».</translation>
    </message>
    <message>
        <source>Crazy Eights, draw until you can play</source>
        <translation>Huit américain, pioche jusqu&apos;à pouvoir jouer</translation>
    </message>
    <message>
        <source>You must play if you can; if you cannot, you keep drawing until you can.</source>
        <translation>Vous devez jouer si vous le pouvez&#xa0;; sinon, vous piochez jusqu&apos;à pouvoir jouer.</translation>
    </message>
    <message>
        <source>Crazy Eights, Szu Kay Wong&apos;s eights</source>
        <translation>Huit américain, huit de Szu Kay Wong</translation>
    </message>
    <message>
        <source>An eight may be played at any time but names a new suit only when it matches; you may draw up to three cards in a turn.</source>
        <translation>Un huit peut être joué à tout moment mais n&apos;annonce une nouvelle couleur que s&apos;il correspond&#xa0;; vous pouvez piocher jusqu&apos;à trois cartes par tour.</translation>
    </message>
    <message>
        <source>{move} is not a move of Crazy Eights: play a card, draw, or pass.</source>
        <translation>Le coup {move} n&apos;existe pas au Huit américain&#xa0;: jouez une carte, piochez ou passez.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank}, or any {wild}.</source>
        <translation>Jouez un {suit}, une carte de même valeur ({rank}) ou un {wild}.</translation>
    </message>
    <message>
        <source>The {card} does not match the {top}, so it names no suit: play it without one.</source>
        <translation>Cette carte ({card}) ne correspond pas à celle du dessus ({top})&#xa0;: elle n&apos;annonce donc aucune couleur, jouez-la sans annonce.</translation>
    </message>
    <message>
        <source>You can play, so you may not draw.</source>
        <translation>Vous pouvez jouer, vous ne pouvez donc pas piocher.</translation>
    </message>
    <message>
        <source>Play a card or draw one; you may pass only when you can do neither.</source>
        <translation>Jouez une carte ou piochez-en une&#xa0;; vous ne pouvez passer que si vous ne pouvez faire ni l&apos;un ni l&apos;autre.</translation>
    </message>
    <message>
        <source>You have no card to play, so you will not be down to one.</source>
        <translation>Vous n&apos;avez aucune carte à jouer&#xa0;: il ne vous restera donc pas une seule carte.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}, or draw a card.</source>
        <translation>Jouez un {suit}, une carte de même valeur ({rank}) ou un {wild}, ou piochez une carte.</translation>
    </message>
    <message>
        <source>the skip rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>la valeur du passe-tour ({rank}) est déjà celle du changement de couleur&#xa0;; donnez à chaque carte spéciale sa propre valeur</translation>
    </message>
    <message>
        <source>the reverse rank ({rank}) is already the suit changer; give each special card its own rank</source>
        <translation>la valeur de l&apos;inversion ({rank}) est déjà celle du changement de couleur&#xa0;; donnez à chaque carte spéciale sa propre valeur</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>la valeur de «&#xa0;Pioche 2&#xa0;» ({rank}) est déjà celle du passe-tour&#xa0;; donnez à chaque carte spéciale sa propre valeur</translation>
    </message>
    <message>
        <source>the draw two rank ({rank}) is already the reverse card; give each special card its own rank</source>
        <translation>la valeur de «&#xa0;Pioche 2&#xa0;» ({rank}) est déjà celle de l&apos;inversion&#xa0;; donnez à chaque carte spéciale sa propre valeur</translation>
    </message>
    <message>
        <source>A standard 52-card pack, &quot;or two such packs shuffled together if there are a lot of players&quot;. Automatic: two packs for more than five players.</source>
        <translation>Un jeu standard de 52 cartes, «&#xa0;ou deux jeux mélangés ensemble s&apos;il y a beaucoup de joueurs&#xa0;». Automatique&#xa0;: deux jeux au-delà de cinq joueurs.</translation>
    </message>
    <message>
        <source>The dealer deals five cards to each player, seven each if there are only two players (0 = this standard). &quot;There are variations in the number of cards dealt.&quot;</source>
        <translation>Le donneur distribue cinq cartes à chaque joueur, sept s&apos;il n&apos;y a que deux joueurs (0 = cette règle standard). «&#xa0;Le nombre de cartes distribuées varie selon les tables.&#xa0;»</translation>
    </message>
    <message>
        <source>One card: &quot;you may always use your turn to draw a card&quot; and the turn is over. Until playable: &quot;Others require you to continue drawing until you can play.&quot; Up to a limit: &quot;up to a fixed number of cards, after which if you still cannot (or will not) play the turn passes&quot;.</source>
        <translation>Une carte&#xa0;: «&#xa0;vous pouvez toujours utiliser votre tour pour piocher une carte&#xa0;» et le tour est fini. Jusqu&apos;à pouvoir jouer&#xa0;: «&#xa0;d&apos;autres vous obligent à piocher jusqu&apos;à ce que vous puissiez jouer&#xa0;». Jusqu&apos;à une limite&#xa0;: «&#xa0;jusqu&apos;à un nombre fixe de cartes&#xa0;; si vous ne pouvez (ou ne voulez) toujours pas jouer, le tour passe&#xa0;».</translation>
    </message>
    <message>
        <source>With drawing up to a limit: the most cards drawn in one turn.</source>
        <translation>Avec la pioche jusqu&apos;à une limite&#xa0;: le nombre maximal de cartes piochées en un tour.</translation>
    </message>
    <message>
        <source>&quot;Some allow the drawn card to be played immediately if it is a legal play.&quot; (With the other drawing rules a drawn card may always be played.)</source>
        <translation>«&#xa0;Certains permettent de jouer aussitôt la carte piochée si elle est jouable.&#xa0;» (Avec les autres règles de pioche, une carte piochée peut toujours être jouée.)</translation>
    </message>
    <message>
        <source>&quot;Some people play that you may only draw if you are unable to play - if you can play you must.&quot;</source>
        <translation>«&#xa0;Certains jouent qu&apos;on ne peut piocher que si l&apos;on ne peut pas jouer&#xa0;: si l&apos;on peut jouer, on doit le faire.&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;You must alert the other players when you have just one card left. If you fail to do so you must draw cards (usually two) from the stock as a penalty.&quot; Say &quot;Last card!&quot; before playing your second-last card.</source>
        <translation>«&#xa0;Vous devez prévenir les autres joueurs quand il ne vous reste qu&apos;une carte. Sinon, vous devez piocher des cartes (généralement deux) en pénalité.&#xa0;» Dites «&#xa0;Carte&#xa0;!&#xa0;» avant de jouer votre avant-dernière carte.</translation>
    </message>
    <message>
        <source>Cards drawn by a player who goes down to one card without saying &quot;Last card!&quot;.</source>
        <translation>Cartes piochées par un joueur qui n&apos;a plus qu&apos;une carte sans avoir dit «&#xa0;Carte&#xa0;!&#xa0;».</translation>
    </message>
    <message>
        <source>Any time: &quot;an eight can be played at any time and the player can nominate any suit&quot;. Matching: &quot;you can only play an eight that matches (either the same suit or another eight)&quot;. No naming: &quot;you can play an eight at any time but cannot nominate another suit&quot;. Szu Kay Wong&apos;s rule: any time, &quot;but can only nominate a different suit if the eight matches the rank or suit of the previous card&quot;.</source>
        <translation>À tout moment&#xa0;: «&#xa0;un huit peut être joué à tout moment et le joueur peut annoncer n&apos;importe quelle couleur&#xa0;». S&apos;il correspond&#xa0;: «&#xa0;vous ne pouvez jouer qu&apos;un huit qui correspond (même couleur ou autre huit)&#xa0;». Sans annonce&#xa0;: «&#xa0;vous pouvez jouer un huit à tout moment, mais sans annoncer d&apos;autre couleur&#xa0;». Règle de Szu Kay Wong&#xa0;: à tout moment, «&#xa0;mais on ne peut annoncer une autre couleur que si le huit correspond à la valeur ou à la couleur de la carte précédente&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;Some players use jacks or aces rather than eights as the cards which have the power to change suit.&quot; The suit changer scores 50.</source>
        <translation>«&#xa0;Certains joueurs utilisent les valets ou les as plutôt que les huit pour changer de couleur.&#xa0;» La carte de changement de couleur vaut 50.</translation>
    </message>
    <message>
        <source>&quot;When a queen (or some other designated rank) is played, the next player in rotation misses a turn.&quot;</source>
        <translation>«&#xa0;Quand une dame (ou une autre valeur désignée) est jouée, le joueur suivant passe son tour.&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;When an ace (or some other designated rank) is played, the direction of play reverses.&quot; With two players it acts as a skip: you play again.</source>
        <translation>«&#xa0;Quand un as (ou une autre valeur désignée) est joué, le sens du jeu s&apos;inverse.&#xa0;» À deux joueurs, il fait passer son tour à l&apos;adversaire&#xa0;: vous rejouez.</translation>
    </message>
    <message>
        <source>&quot;When a two is played the next player must either draw two cards or play another two&quot;; consecutive twos add up, two cards for each.</source>
        <translation>«&#xa0;Quand un deux est joué, le joueur suivant doit soit piocher deux cartes, soit jouer un autre deux&#xa0;»&#xa0;; les deux successifs s&apos;additionnent, deux cartes par deux.</translation>
    </message>
    <message>
        <source>The match ends when a player&apos;s penalty points reach this total; the lowest total wins.</source>
        <translation>La partie s&apos;arrête quand les points de pénalité d&apos;un joueur atteignent ce total&#xa0;; le plus petit total gagne.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Vous n&apos;avez pas cette carte ({card}).</translation>
    </message>
    <message>
        <source>The {card} names no suit: play it without one.</source>
        <translation>Cette carte ({card}) n&apos;annonce pas de couleur&#xa0;: jouez-la sans annonce.</translation>
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
        <translation>Annoncez une couleur&#xa0;: C, D, H ou S (trèfle, carreau, cœur, pique).</translation>
    </message>
    <message>
        <source>The {card} names no suit in this game: play it without one.</source>
        <translation>Dans cette partie, cette carte ({card}) n&apos;annonce pas de couleur&#xa0;: jouez-la sans annonce.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>Il n&apos;y a plus de carte à piocher.</translation>
    </message>
    <message>
        <source>You can play, so you must.</source>
        <translation>Vous pouvez jouer, vous devez donc le faire.</translation>
    </message>
    <message>
        <source>Nobody says &quot;Last card!&quot; in this game.</source>
        <translation>Dans cette partie, personne ne dit «&#xa0;Carte&#xa0;!&#xa0;».</translation>
    </message>
    <message>
        <source>You have already said &quot;Last card!&quot;.</source>
        <translation>Vous avez déjà dit «&#xa0;Carte&#xa0;!&#xa0;».</translation>
    </message>
    <message>
        <source>Say &quot;Last card!&quot; when you hold two cards and are about to play one.</source>
        <translation>Dites «&#xa0;Carte&#xa0;!&#xa0;» quand il vous reste deux cartes et que vous allez en jouer une.</translation>
    </message>
    <message>
        <source>Nobody can play or draw: the hand is blocked.</source>
        <translation>Personne ne peut jouer ni piocher&#xa0;: la donne est bloquée.</translation>
    </message>
    <message>
        <source>Waiting for {seat}.</source>
        <translation>En attente de {seat}.</translation>
    </message>
    <message>
        <source>Play the card you drew.</source>
        <translation>Jouez la carte piochée.</translation>
    </message>
    <message>
        <source>You can neither play nor draw: pass.</source>
        <translation>Vous ne pouvez ni jouer ni piocher&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.</source>
        <translation>Jouez un {suit}, une carte de même valeur ({rank}) ou un {wild}&#xa0;: vous pouvez jouer, vous devez donc le faire.</translation>
    </message>
    <message>
        <source>the reverse rank ({rank}) is already the skip card; give each special card its own rank</source>
        <translation>la valeur de l&apos;inversion ({rank}) est déjà celle du passe-tour&#xa0;; donnez à chaque carte spéciale sa propre valeur</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>One pack</source>
        <translation>Un jeu</translation>
    </message>
    <message>
        <source>Two packs</source>
        <translation>Deux jeux</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>Until you can play</source>
        <translation>Jusqu&apos;à pouvoir jouer</translation>
    </message>
    <message>
        <source>Up to a limit</source>
        <translation>Jusqu&apos;à une limite</translation>
    </message>
    <message>
        <source>Any time, name a suit</source>
        <translation>À tout moment, avec annonce</translation>
    </message>
    <message>
        <source>Only when matching</source>
        <translation>S&apos;il correspond</translation>
    </message>
    <message>
        <source>Any time, no naming</source>
        <translation>À tout moment, sans annonce</translation>
    </message>
    <message>
        <source>Name a suit only when matching</source>
        <translation>Annonce s&apos;il correspond</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Valets</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>As</translation>
    </message>
    <message>
        <source>After drawing you may only play a card you drew this turn.</source>
        <translation>Après avoir pioché, vous ne pouvez jouer qu&apos;une carte piochée à ce tour.</translation>
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
        <source>You drew a card you can play: play it or pass.</source>
        <translation>Vous avez pioché une carte jouable&#xa0;: jouez-la ou passez.</translation>
    </message>
    <message>
        <source>Keep drawing until you can play.</source>
        <translation>Continuez à piocher jusqu&apos;à pouvoir jouer.</translation>
    </message>
    <message>
        <source>Suit to play: {suit}</source>
        <translation>Couleur demandée&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>Penalty waiting: draw {count}</source>
        <translation>Pénalité en attente&#xa0;: piocher {count}</translation>
    </message>
    <message>
        <source>Play goes anticlockwise</source>
        <translation>Sens du jeu&#xa0;: antihoraire</translation>
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
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>What a player still holding cards scores.</source>
        <translation>Ce que marque un joueur qui a encore des cartes.</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>A fini</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <source>The player who went out is not at this table.</source>
        <translation>Le joueur qui a fini n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>The cards&apos; values (eights 50, pictures 10)</source>
        <translation>Valeur des cartes (huit 50, figures 10)</translation>
    </message>
    <message>
        <source>One point per card</source>
        <translation>Un point par carte</translation>
    </message>
    <message>
        <source>The player who got rid of all their cards (none: the hand was blocked).</source>
        <translation>Le joueur qui s&apos;est débarrassé de toutes ses cartes (aucun&#xa0;: la donne était bloquée).</translation>
    </message>
    <message>
        <source>The values of the cards still held: 50 for an eight, 10 for a picture, the number for the others (ace 1).</source>
        <translation>La valeur des cartes encore en main&#xa0;: 50 pour un huit, 10 pour une figure, leur nombre pour les autres (as 1).</translation>
    </message>
    <message>
        <source>How many cards each player still held.</source>
        <translation>Le nombre de cartes restant à chaque joueur.</translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds at least one card.</source>
        <translation>{seat} n&apos;a pas fini&#xa0;: il lui reste donc au moins une carte.</translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards and scores nothing.</source>
        <translation>{seat} a fini&#xa0;: plus aucune carte en main, donc aucun point.</translation>
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
        <source>there is no computer level &apos;{level}&apos; (levels: {levels})</source>
        <translation>il n&apos;existe pas de niveau d&apos;ordinateur «&#xa0;{level}&#xa0;» (niveaux&#xa0;: {levels})</translation>
    </message>
    <message numerus="yes">
        <source>Best of {n} moves over {deals} imagined deals ({share} of the search).</source>
        <extracomment>English singular: The only move, over {deals} imagined deals ({share} of the search).</extracomment>
        <translation>
            <numerusform>Le seul coup, sur {deals} donnes imaginées ({share} de la recherche).</numerusform>
            <numerusform>Meilleur de {n} coups sur {deals} donnes imaginées ({share} de la recherche).</numerusform>
        </translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a time scale between {low} and {high}</source>
        <translation>le niveau «&#xa0;{level}&#xa0;» demande un facteur de temps compris entre {low} et {high}</translation>
    </message>
    <message>
        <source>the level &apos;{level}&apos; needs a number of iterations between {low} and {high}</source>
        <translation>le niveau «&#xa0;{level}&#xa0;» demande un nombre d&apos;itérations compris entre {low} et {high}</translation>
    </message>
    <message>
        <source>{game} is for {count} players, not {players}</source>
        <translation>{game} se joue à {count} joueurs, pas à {players}</translation>
    </message>
    <message numerus="yes">
        <source>You must double declarer now: you still owe {n} compulsory doubles (hands left in declarer&apos;s seven: {left}).</source>
        <extracomment>English singular: You must double declarer now: you still owe {n} compulsory double (hands left in declarer&apos;s seven: {left}).</extracomment>
        <translation>
            <numerusform>Vous devez contrer le déclarant maintenant&#xa0;: vous devez encore {n} contre obligatoire (donnes restantes dans la série du déclarant&#xa0;: {left}).</numerusform>
            <numerusform>Vous devez contrer le déclarant maintenant&#xa0;: vous devez encore {n} contres obligatoires (donnes restantes dans la série du déclarant&#xa0;: {left}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The doubles of this hand cannot be read: enter them again.</source>
        <translation>Les contres de cette donne sont illisibles&#xa0;: saisissez-les à nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>You must draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: You must draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Vous devez piocher {n} carte ou rejouer une carte de même valeur ({rank}).</numerusform>
            <numerusform>Vous devez piocher {n} cartes ou rejouer une carte de même valeur ({rank}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: {n} cards</source>
        <extracomment>English singular: Stock: {n} card</extracomment>
        <translation>
            <numerusform>Pioche&#xa0;: {n} carte</numerusform>
            <numerusform>Pioche&#xa0;: {n} cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards or play another {rank}.</source>
        <extracomment>English singular: Draw {n} card or play another {rank}.</extracomment>
        <translation>
            <numerusform>Piochez {n} carte ou rejouez une carte de même valeur ({rank}).</numerusform>
            <numerusform>Piochez {n} cartes ou rejouez une carte de même valeur ({rank}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may draw at most {n} cards in a turn.</source>
        <extracomment>English singular: You may draw at most {n} card in a turn.</extracomment>
        <translation>
            <numerusform>Vous pouvez piocher au plus {n} carte par tour.</numerusform>
            <numerusform>Vous pouvez piocher au plus {n} cartes par tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} hands of {size} cards do not fit in {n} packs; deal fewer cards</source>
        <extracomment>English singular: {players} hands of {size} cards do not fit in {n} pack; deal fewer cards or use two packs</extracomment>
        <translation>
            <numerusform>{players} mains de {size} cartes ne tiennent pas dans {n} jeu&#xa0;; distribuez moins de cartes ou prenez deux jeux</numerusform>
            <numerusform>{players} mains de {size} cartes ne tiennent pas dans {n} jeux&#xa0;; distribuez moins de cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the penalty points of {seat} as a whole number.</source>
        <translation>Saisissez les points de pénalité de {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still holds as a whole number.</source>
        <translation>Saisissez le nombre de cartes qui restent à {seat} en nombre entier.</translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s penalty of {points} cannot come from {n} cards: each card counts 1 to 50.</source>
        <extracomment>English singular: {seat}&apos;s penalty of {points} cannot come from {n} card: each card counts 1 to 50.</extracomment>
        <translation>
            <numerusform>Une pénalité de {points} pour {seat} ne peut pas venir de {n} carte&#xa0;: chaque carte vaut de 1 à 50.</numerusform>
            <numerusform>Une pénalité de {points} pour {seat} ne peut pas venir de {n} cartes&#xa0;: chaque carte vaut de 1 à 50.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} did not go out, so still holds a card: at least 1 penalty point.</source>
        <translation>{seat} n&apos;a pas fini et a donc encore une carte&#xa0;: au moins 1 point de pénalité.</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>a fini</translation>
    </message>
    <message>
        <source>No card fits under 31 (count is {count}).</source>
        <translation>Aucune carte ne passe sous 31 (compte&#xa0;: {count}).</translation>
    </message>
    <message>
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best {others}.</source>
        <translation>Garde {keep}&#xa0;: {value} points espérés, crib {crib}&#xa0;; choix suivants&#xa0;: {others}.</translation>
    </message>
    <message>
        <source>Keeps {keep}: {value} points expected, crib {crib}; next best none.</source>
        <translation>Garde {keep}&#xa0;: {value} points espérés, crib {crib}&#xa0;; aucun autre choix.</translation>
    </message>
    <message>
        <source>The {card} risks about {risk} points in reply.</source>
        <translation>Cette carte ({card}) expose à environ {risk} points en réponse.</translation>
    </message>
    <message>
        <source>Pegs {points} with the {card}.</source>
        <translation>{card}&#xa0;: marque {points}.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Keep a hand, give two cards to the crib, peg fifteens, pairs and runs in play, then count your hand with the starter. First to 121 wins.</source>
        <translation>Gardez une main, donnez deux cartes au crib, marquez quinzes, paires et suites en jouant, puis comptez votre main avec la retourne. Le premier à 121 gagne.</translation>
    </message>
    <message>
        <source>{move} is not a move of Cribbage.</source>
        <translation>Le coup {move} n&apos;existe pas au cribbage.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to {other}&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to {other}&apos;s crib.</extracomment>
        <translation>
            <numerusform>Écartez {n} carte dans le crib de {other}.</numerusform>
            <numerusform>Écartez {n} cartes dans le crib de {other}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a card (count is {count}).</source>
        <translation>Jouez une carte (compte&#xa0;: {count}).</translation>
    </message>
    <message>
        <source>The crib is full: play a card or say go.</source>
        <translation>Le crib est complet&#xa0;: jouez une carte ou dites go.</translation>
    </message>
    <message>
        <source>You can play, so you cannot say go.</source>
        <translation>Vous pouvez jouer&#xa0;: vous ne pouvez donc pas dire go.</translation>
    </message>
    <message>
        <source>That would take the count past 31 (count is {count}).</source>
        <translation>Le compte dépasserait 31 (compte&#xa0;: {count}).</translation>
    </message>
    <message>
        <source>Crib: {seat}</source>
        <translation>Crib&#xa0;: {seat}</translation>
    </message>
    <message>
        <source>You cannot play without passing 31 (count is {count}): say go.</source>
        <translation>Vous ne pouvez pas jouer sans dépasser 31 (compte&#xa0;: {count})&#xa0;: dites go.</translation>
    </message>
    <message>
        <source>Box for the non-dealer</source>
        <translation>Boîte au non-donneur</translation>
    </message>
    <message>
        <source>Cribbage, box for the non-dealer</source>
        <translation>Cribbage, boîte au non-donneur</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Écartez une carte à la fois.</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>crib</translation>
    </message>
    <message>
        <source>starter</source>
        <translation>retourne</translation>
    </message>
    <message>
        <source>Count: {count}</source>
        <translation>Compte&#xa0;: {count}</translation>
    </message>
    <message>
        <source>one for the go</source>
        <translation>un pour le go</translation>
    </message>
    <message>
        <source>one for the last card</source>
        <translation>un pour la dernière carte</translation>
    </message>
    <message>
        <source>two for his heels</source>
        <translation>deux pour le valet retourné</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your side&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your side&apos;s crib.</extracomment>
        <translation>
            <numerusform>Écartez {n} carte dans le crib de votre camp.</numerusform>
            <numerusform>Écartez {n} cartes dans le crib de votre camp.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} reached {target}: the game is over.</source>
        <translation>{seat} a atteint {target}&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>{seat} to discard.</source>
        <translation>À {seat} d&apos;écarter.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the non-dealer, and the dealer pegs first and counts first; after a go the player who first said go leads.</source>
        <translation>Le crib (la «&#xa0;boîte&#xa0;») compte pour le non-donneur, et le donneur joue et compte en premier&#xa0;; après un go, le joueur qui a dit go le premier entame le compte suivant.</translation>
    </message>
    <message>
        <source>The score that ends the game at once (121 is standard; 61 for a short game).</source>
        <translation>Le score qui termine aussitôt la partie (121 en standard&#xa0;; 61 pour une partie courte).</translation>
    </message>
    <message>
        <source>Crib ({seat}): {count}.</source>
        <translation>Crib ({seat})&#xa0;: {count}.</translation>
    </message>
    <message>
        <source>Hand ({seat}): {count}.</source>
        <translation>Main ({seat})&#xa0;: {count}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>douze</translation>
    </message>
    <message>
        <source>thirteen</source>
        <translation>treize</translation>
    </message>
    <message>
        <source>fourteen</source>
        <translation>quatorze</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>quinze</translation>
    </message>
    <message>
        <source>sixteen</source>
        <translation>seize</translation>
    </message>
    <message>
        <source>seventeen</source>
        <translation>dix-sept</translation>
    </message>
    <message>
        <source>eighteen</source>
        <translation>dix-huit</translation>
    </message>
    <message>
        <source>nineteen</source>
        <translation>dix-neuf</translation>
    </message>
    <message>
        <source>twenty</source>
        <translation>vingt</translation>
    </message>
    <message>
        <source>twenty-one</source>
        <translation>vingt et un</translation>
    </message>
    <message>
        <source>twenty-two</source>
        <translation>vingt-deux</translation>
    </message>
    <message>
        <source>twenty-three</source>
        <translation>vingt-trois</translation>
    </message>
    <message>
        <source>twenty-four</source>
        <translation>vingt-quatre</translation>
    </message>
    <message>
        <source>twenty-five</source>
        <translation>vingt-cinq</translation>
    </message>
    <message>
        <source>twenty-six</source>
        <translation>vingt-six</translation>
    </message>
    <message>
        <source>twenty-seven</source>
        <translation>vingt-sept</translation>
    </message>
    <message>
        <source>twenty-eight</source>
        <translation>vingt-huit</translation>
    </message>
    <message>
        <source>twenty-nine</source>
        <translation>vingt-neuf</translation>
    </message>
    <message>
        <source>a pair is {total}</source>
        <translation>une paire, {total}</translation>
    </message>
    <message>
        <source>three of a kind is {total}</source>
        <translation>un brelan, {total}</translation>
    </message>
    <message>
        <source>four of a kind is {total}</source>
        <translation>un carré, {total}</translation>
    </message>
    <message>
        <source>{count}</source>
        <translation>{count}</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>une paire</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un brelan</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un carré</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{said} for {total}</source>
        <translation>{said} pour {total}</translation>
    </message>
    <message>
        <source>nineteen: nothing</source>
        <translation>dix-neuf&#xa0;: rien</translation>
    </message>
    <message>
        <source>fifteen {total}</source>
        <translation>quinze {total}</translation>
    </message>
    <message>
        <source>a run of {size} is {total}</source>
        <translation>une suite de {size}, {total}</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>trente et un</translation>
    </message>
    <message>
        <source>{count} pairs is {total}</source>
        <translation>{count} paires, {total}</translation>
    </message>
    <message>
        <source>a flush of {size} is {total}</source>
        <translation>une couleur de {size}, {total}</translation>
    </message>
    <message>
        <source>one for his nob is {total}</source>
        <translation>un pour le valet, {total}</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>une suite de {size}</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <source>Two partnerships</source>
        <translation>Deux équipes</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Pegged</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>{seat} deals next.</source>
        <translation>Prochain donneur&#xa0;: {seat}.</translation>
    </message>
    <message>
        <source>{seat} pegs first and counts first.</source>
        <translation>{seat} joue et compte en premier.</translation>
    </message>
    <message>
        <source>Who dealt the first hand (0 = the first column). With partnerships a seat 0 to 3: seats 0 and 2 are the first side.</source>
        <translation>Qui a donné la première donne (0 = la première colonne). En équipes, une place de 0 à 3&#xa0;: les places 0 et 2 forment le premier camp.</translation>
    </message>
    <message>
        <source>The crib (box) scores for the player on the dealer&apos;s left, and the dealer pegs first and counts first.</source>
        <translation>Le crib compte pour le joueur à gauche du donneur, et le donneur joue et compte en premier.</translation>
    </message>
    <message>
        <source>Four players, partners opposite: each column is a side, and its hand score is both partners&apos; shows together.</source>
        <translation>Quatre joueurs, partenaires face à face&#xa0;: chaque colonne est un camp, dont les points de main réunissent ceux des deux partenaires.</translation>
    </message>
    <message>
        <source>a Cribbage sheet of partnerships has two columns, one per side</source>
        <translation>une feuille de cribbage en équipes a deux colonnes, une par camp</translation>
    </message>
    <message>
        <source>His heels</source>
        <translation>Valet retourné</translation>
    </message>
    <message>
        <source>Pegs after the deal</source>
        <translation>Fiches après la donne</translation>
    </message>
    <message>
        <source>His heels is yes or no: tick it or leave it empty.</source>
        <translation>Le valet retourné, c&apos;est oui ou non : cochez-le ou laissez-le vide.</translation>
    </message>
    <message>
        <source>Only one side can reach {target}: the game stops at once when someone does.</source>
        <translation>Un seul camp peut atteindre {target}&#xa0;: la partie s&apos;arrête dès que quelqu&apos;un y parvient.</translation>
    </message>
    <message>
        <source>Points pegged in play: fifteens, pairs, runs, 31, go and last card.</source>
        <translation>Points marqués en jeu&#xa0;: quinzes, paires, suites, 31, go et dernière carte.</translation>
    </message>
    <message>
        <source>The starter was a jack: 2 to the dealer.</source>
        <translation>La retourne était un valet&#xa0;: 2 pour le donneur.</translation>
    </message>
    <message>
        <source>The show: the hand counted with the starter (0 to 29, never 19, 25, 26 or 27).</source>
        <translation>Le compte&#xa0;: la main comptée avec la retourne (0 à 29, jamais 19, 25, 26 ni 27).</translation>
    </message>
    <message>
        <source>The crib, counted for its owner only.</source>
        <translation>Le crib, compté pour son seul propriétaire.</translation>
    </message>
    <message>
        <source>Instead of the scores: where each front peg stands after this deal.</source>
        <translation>À la place des scores&#xa0;: la position de chaque fiche de tête après cette donne.</translation>
    </message>
    <message>
        <source>Enter where {seat}&apos;s front peg stands, or no pegs at all.</source>
        <translation>Indiquez où se trouve la fiche de tête de {seat}, ou aucune fiche.</translation>
    </message>
    <message>
        <source>Enter what {seat} pegged (0 or more).</source>
        <translation>Saisissez les points marqués en jeu par {seat} (0 ou plus).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s hand score.</source>
        <translation>Saisissez les points de la main de {seat}.</translation>
    </message>
    <message>
        <source>{seat} reached {target}, which ends the game at once: nothing counted after that scores.</source>
        <translation>{seat} a atteint {target}, ce qui termine aussitôt la partie&#xa0;: rien de ce qui est compté ensuite ne marque.</translation>
    </message>
    <message>
        <source>{seat}&apos;s front peg cannot go back from {before} to {points}.</source>
        <translation>La fiche de tête de {seat} ne peut pas reculer de {before} à {points}.</translation>
    </message>
    <message>
        <source>dealt this hand</source>
        <translation>a distribué cette donne</translation>
    </message>
    <message>
        <source>{seat} is double skunked (under 61): the win counts triple.</source>
        <translation>{seat} est double capot (moins de 61)&#xa0;: la victoire compte triple.</translation>
    </message>
    <message>
        <source>Enter the crib&apos;s score for {seat}.</source>
        <translation>Saisissez les points du crib de {seat}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s peg cannot pass the end of the board at {target}.</source>
        <translation>La fiche de {seat} ne peut pas dépasser la fin de la planche, à {target}.</translation>
    </message>
    <message>
        <source>{seat} is skunked (under 91): the win counts double.</source>
        <translation>{seat} est capot (moins de 91)&#xa0;: la victoire compte double.</translation>
    </message>
    <message>
        <source>{seat}&apos;s two hands cannot count {points}: each counts 0 to 29.</source>
        <translation>Les deux mains de {seat} ne peuvent pas valoir {points}&#xa0;: chacune vaut de 0 à 29.</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>La main de {seat} ne peut pas valoir {points}&#xa0;: une main vaut de 0 à 29, et jamais 19, 25, 26 ni 27.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the player on the dealer&apos;s left.</source>
        <translation>{seat} n&apos;a pas de crib à cette donne&#xa0;: le crib appartient au joueur à gauche du donneur.</translation>
    </message>
    <message>
        <source>{seat} has no crib this deal: the crib belongs to the dealer.</source>
        <translation>{seat} n&apos;a pas de crib à cette donne&#xa0;: le crib appartient au donneur.</translation>
    </message>
    <message>
        <source>The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.</source>
        <translation>Le crib ne peut pas valoir {points}&#xa0;: il vaut de 0 à 29, et jamais 19, 25, 26 ni 27.</translation>
    </message>
    <message>
        <source>{seat}&apos;s scores add up to {points}, but the front peg moved {moved}.</source>
        <translation>Les scores de {seat} totalisent {points}, mais la fiche de tête a avancé de {moved}.</translation>
    </message>
    <message>
        <source>the peg moved</source>
        <translation>avance de la fiche</translation>
    </message>
    <message>
        <source>including 2 for his heels</source>
        <translation>dont 2 pour le valet retourné</translation>
    </message>
    <message>
        <source>the crib</source>
        <translation>le crib</translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation>Planche de cribbage</translation>
    </message>
    <message>
        <source>Scoring calls</source>
        <translation>Annonces des points</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>{who}: {said} ({points})</source>
        <translation>{who}&#xa0;: {said} ({points})</translation>
    </message>
    <message>
        <source>Follow with the {card}, trying not to take points.</source>
        <translation>Fournissez&#xa0;: {card}, en essayant de ne pas prendre de points.</translation>
    </message>
    <message>
        <source>Pass the {card}: it is likely to win tricks with points.</source>
        <translation>Passez cette carte ({card})&#xa0;: elle risque de remporter des plis chargés de points.</translation>
    </message>
    <message>
        <source>Out of the suit: shed the {card}, a dangerous high card.</source>
        <translation>Plus de cartes dans la couleur&#xa0;: défaussez-vous d&apos;une grosse carte dangereuse ({card}).</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <source>across</source>
        <translation>en face</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <source>Pass three cards, then avoid taking hearts and the queen of spades.</source>
        <translation>Passez trois cartes, puis évitez de prendre des cœurs et la dame de pique.</translation>
    </message>
    <message>
        <source>In Hearts you pass or play one card at a time, not &apos;{move}&apos;.</source>
        <translation>À la Dame de pique, on passe ou on joue une carte à la fois, et non «&#xa0;{move}&#xa0;».</translation>
    </message>
    <message>
        <source>Every seat has already passed its three cards.</source>
        <translation>Tous les joueurs ont déjà passé leurs trois cartes.</translation>
    </message>
    <message>
        <source>No card is played until every seat has passed three cards.</source>
        <translation>Aucune carte n&apos;est jouée avant que chacun ait passé trois cartes.</translation>
    </message>
    <message>
        <source>You have already chosen the {card} to pass.</source>
        <translation>Vous avez déjà choisi de passer cette carte ({card}).</translation>
    </message>
    <message>
        <source>No hearts or queen of spades on the first trick unless you hold nothing else.</source>
        <translation>Ni cœur ni dame de pique au premier pli, sauf si vous n&apos;avez rien d&apos;autre.</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Fin de partie à</translation>
    </message>
    <message>
        <source>{seat} shot the moon: 26 points to every other player.</source>
        <translation>{seat} a fait le grand chelem&#xa0;: 26 points pour chacun des autres joueurs.</translation>
    </message>
    <message>
        <source>No cards are passed on this hand: it is a hold hand.</source>
        <translation>Pas de passe à cette donne&#xa0;: chacun garde ses cartes.</translation>
    </message>
    <message>
        <source>The two of clubs leads the first trick.</source>
        <translation>Le deux de trèfle entame le premier pli.</translation>
    </message>
    <message>
        <source>Passing: {direction}</source>
        <translation>Passe&#xa0;: {direction}</translation>
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
        <source>Lead the two of clubs.</source>
        <translation>Entamez avec le deux de trèfle.</translation>
    </message>
    <message>
        <source>Lead a card (hearts are not broken yet).</source>
        <translation>À vous d&apos;entamer (les cœurs ne sont pas encore ouverts).</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>On joue généralement la Dame de pique en 100 points, mais les joueurs peuvent fixer une autre limite.</translation>
    </message>
    <message>
        <source>{seat} took the queen of spades.</source>
        <translation>{seat} a pris la dame de pique.</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>cartes passées</translation>
    </message>
    <message>
        <source>Next hand: pass {direction}.</source>
        <translation>Prochaine passe&#xa0;: {direction}.</translation>
    </message>
    <message>
        <source>People usually play Hearts to 100 points; the lowest total then wins.</source>
        <translation>On joue généralement la Dame de pique en 100 points&#xa0;; le plus petit total gagne alors.</translation>
    </message>
    <message>
        <source>Points taken</source>
        <translation>Points pris</translation>
    </message>
    <message>
        <source>Shot the moon</source>
        <translation>Grand chelem</translation>
    </message>
    <message>
        <source>Next hand: no passing.</source>
        <translation>Prochaine donne&#xa0;: pas de passe.</translation>
    </message>
    <message>
        <source>A point for each heart taken, 13 for the queen of spades.</source>
        <translation>Un point par cœur pris, 13 pour la dame de pique.</translation>
    </message>
    <message>
        <source>The player who took all 26 points: 0 to that player, 26 to every other.</source>
        <translation>Le joueur qui a pris les 26 points&#xa0;: 0 pour lui, 26 pour chacun des autres.</translation>
    </message>
    <message>
        <source>Enter the points {seat} took.</source>
        <translation>Saisissez les points pris par {seat}.</translation>
    </message>
    <message>
        <source>The points taken add up to {total}, not 26: every hand holds 13 hearts at 1 point and the queen of spades at 13 (a moon shot changes the scores, not the points taken).</source>
        <translation>Les points pris totalisent {total}, et non 26&#xa0;: chaque donne compte 13 cœurs à 1 point et la dame de pique à 13 (un grand chelem change les scores, pas les points pris).</translation>
    </message>
    <message>
        <source>The player who shot the moon is not at this table.</source>
        <translation>Le joueur qui a fait le grand chelem n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>{seat} took {points} points: a player takes 0 to 26.</source>
        <translation>{seat} a pris {points} points&#xa0;: un joueur prend de 0 à 26 points.</translation>
    </message>
    <message>
        <source>{seat} shot the moon, so took all 26 points, not {points}.</source>
        <translation>{seat} a fait le grand chelem et a donc pris les 26 points, et non {points}.</translation>
    </message>
    <message>
        <source>shot the moon</source>
        <translation>grand chelem</translation>
    </message>
    <message>
        <source>26 for the moon</source>
        <translation>26 (grand chelem)</translation>
    </message>
    <message>
        <source>Lead the {card}, the card least likely to win.</source>
        <translation>Entamez avec la carte qui a le moins de chances de gagner ({card}).</translation>
    </message>
    <message>
        <source>Bid made: play the {card}, the highest card that cannot win.</source>
        <translation>Annonce remplie&#xa0;: jouez la plus forte carte qui ne peut pas gagner ({card}).</translation>
    </message>
    <message>
        <source>Every card wins this trick: get rid of the {card}, the most dangerous.</source>
        <translation>Toutes vos cartes gagneraient ce pli&#xa0;: débarrassez-vous de la plus dangereuse ({card}).</translation>
    </message>
    <message>
        <source>Every card beats the trick so far: play the {card}, lowest, and hope it is overtaken.</source>
        <translation>Toutes vos cartes battent le pli pour l&apos;instant&#xa0;: jouez la plus faible ({card}) en espérant qu&apos;elle soit battue.</translation>
    </message>
    <message>
        <source>The bid cannot be made now: take this trick from a player who needs it with the {card}.</source>
        <translation>Votre annonce ne peut plus être remplie&#xa0;: prenez ce pli à un joueur qui en a besoin ({card}).</translation>
    </message>
    <message>
        <source>The bid cannot be made now: leave this trick with the {card}.</source>
        <translation>Votre annonce ne peut plus être remplie&#xa0;: laissez passer ce pli ({card}).</translation>
    </message>
    <message>
        <source>Still need tricks: take this one with the {card}.</source>
        <translation>Il vous faut encore des plis&#xa0;: prenez celui-ci ({card}).</translation>
    </message>
    <message>
        <source>Still need tricks: try for this one with the {card}.</source>
        <translation>Il vous faut encore des plis&#xa0;: tentez celui-ci ({card}).</translation>
    </message>
    <message>
        <source>This trick cannot be won: throw the {card}, the card least likely to win later.</source>
        <translation>Ce pli est perdu&#xa0;: défaussez la carte qui a le moins de chances de gagner plus tard ({card}).</translation>
    </message>
    <message>
        <source>Play the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Jouez&#xa0;: {card}. Les plis qui manquent devraient venir du reste de la main.</translation>
    </message>
    <message>
        <source>Still need tricks: lead the {card}, which should win.</source>
        <translation>Il vous faut encore des plis. Entamez&#xa0;: {card}, qui devrait faire le pli.</translation>
    </message>
    <message>
        <source>Lead the {card}: the tricks still needed should come from the rest of the hand.</source>
        <translation>Entamez&#xa0;: {card}. Les plis qui manquent devraient venir du reste de la main.</translation>
    </message>
    <message>
        <source>Bid {bid}: this hand should take about {expected} tricks.</source>
        <translation>Annoncez {bid}&#xa0;: cette main devrait faire environ {expected} plis.</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Ascenseur</translation>
    </message>
    <message>
        <source>Hands grow by a card each deal; bid the exact number of tricks you will take.</source>
        <translation>Les mains grossissent d&apos;une carte à chaque donne&#xa0;; annoncez le nombre exact de plis que vous ferez.</translation>
    </message>
    <message>
        <source>{seat} made a bid of {bid}: {points} points.</source>
        <translation>{seat} a réussi son annonce de {bid}&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>In Oh Hell you bid, then play one card at a time, not &apos;{move}&apos;.</source>
        <translation>À l&apos;Ascenseur, on annonce, puis on joue une carte à la fois, et non «&#xa0;{move}&#xa0;».</translation>
    </message>
    <message>
        <source>The bidding is over: play a card.</source>
        <translation>Les annonces sont terminées&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <source>Bid a number of tricks from 0 to {cards}.</source>
        <translation>Annoncez un nombre de plis de 0 à {cards}.</translation>
    </message>
    <message>
        <source>The bids may not add up to the number of tricks: as dealer you may not bid {bid}.</source>
        <translation>Le total des annonces ne peut pas égaler le nombre de plis&#xa0;: en tant que donneur, vous ne pouvez pas annoncer {bid}.</translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} of {total}: {n} cards</source>
        <extracomment>English singular: Hand {number} of {total}: {n} card</extracomment>
        <translation>
            <numerusform>Donne {number} sur {total}&#xa0;: {n} carte</numerusform>
            <numerusform>Donne {number} sur {total}&#xa0;: {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Bid how many tricks you will take: exactly, 0 to {cards}.</source>
        <translation>Annoncez combien de plis vous ferez exactement, de 0 à {cards}.</translation>
    </message>
    <message>
        <source>Play with a joker</source>
        <translation>Avec un joker</translation>
    </message>
    <message>
        <source>Hook rule</source>
        <translation>Règle du donneur</translation>
    </message>
    <message>
        <source>Oh Hell with a joker</source>
        <translation>Ascenseur avec joker</translation>
    </message>
    <message>
        <source>53 cards: the joker stands for the turned-up card.</source>
        <translation>53 cartes&#xa0;: le joker remplace la carte retournée.</translation>
    </message>
    <message>
        <source>Oh Hell with the hook</source>
        <translation>Ascenseur, règle du donneur</translation>
    </message>
    <message>
        <source>The dealer may not make the bids add up to the number of tricks.</source>
        <translation>Le donneur ne peut pas rendre le total des annonces égal au nombre de plis.</translation>
    </message>
    <message>
        <source>Nobody made their bid.</source>
        <translation>Personne n&apos;a réussi son annonce.</translation>
    </message>
    <message>
        <source>Every player bids before the first card is played.</source>
        <translation>Chaque joueur annonce avant que la première carte soit jouée.</translation>
    </message>
    <message>
        <source>trump card</source>
        <translation>atout retourné</translation>
    </message>
    <message>
        <source>The joker is the {card}</source>
        <translation>Joker&#xa0;: {card}</translation>
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
        <source>A joker is added to the pack. It stands for the turned-up card (which is itself out of play); if the joker is turned up, the hand is played at no trump.</source>
        <translation>Un joker est ajouté au jeu. Il remplace la carte retournée (qui est elle-même hors jeu)&#xa0;; si le joker est retourné, la donne se joue sans atout.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not bid the number that makes the bids add up to the number of tricks, so that somebody must miss.</source>
        <translation>Le donneur, qui annonce en dernier, ne peut pas annoncer le nombre qui rendrait le total des annonces égal au nombre de plis&#xa0;: quelqu&apos;un doit donc chuter.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}. The joker is the {card} in this hand.</source>
        <translation>Vous devez fournir à {suit}. Dans cette donne, le joker remplace cette carte&#xa0;: {card}.</translation>
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
        <source>Cards in the first hand</source>
        <translation>Cartes à la première donne</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>The first hand deals this many cards to each player, each hand one more, up to 52 divided by the number of players.</source>
        <translation>La première donne distribue ce nombre de cartes à chaque joueur, puis une de plus à chaque donne, jusqu&apos;à 52 divisé par le nombre de joueurs.</translation>
    </message>
    <message>
        <source>Who deals the first hand (0 = the first column); the deal passes to the left.</source>
        <translation>Qui distribue la première donne (0 = la première colonne)&#xa0;; la donne passe à gauche.</translation>
    </message>
    <message>
        <source>The dealer, who bids last, may not make the bids add up to the number of tricks.</source>
        <translation>Le donneur, qui annonce en dernier, ne peut pas rendre le total des annonces égal au nombre de plis.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bid.</source>
        <translation>Saisissez l&apos;annonce de {seat}.</translation>
    </message>
    <message>
        <source>Enter the tricks {seat} took.</source>
        <translation>Saisissez les plis faits par {seat}.</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>The suit of the card turned up (the last hand is at no trump).</source>
        <translation>La couleur de la carte retournée (la dernière donne se joue sans atout).</translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {cards}: tricks add up to the hand size.</source>
        <translation>Les plis totalisent {total}, et non {cards}&#xa0;: le total des plis égale le nombre de cartes par joueur.</translation>
    </message>
    <message>
        <source>The bids add up to {cards}, the number of tricks: with the hook rule {seat}, the dealer, may not bid {bid}.</source>
        <translation>Les annonces totalisent {cards}, le nombre de plis&#xa0;: avec la règle du donneur, {seat}, qui donne, ne peut pas annoncer {bid}.</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <source>How many tricks each player bid: 0 to {cards}.</source>
        <translation>Le nombre de plis annoncé par chaque joueur&#xa0;: 0 à {cards}.</translation>
    </message>
    <message>
        <source>How many tricks each player took; they add up to {cards}.</source>
        <translation>Le nombre de plis faits par chaque joueur&#xa0;; leur total est {cards}.</translation>
    </message>
    <message>
        <source>The last hand is played at no trump.</source>
        <translation>La dernière donne se joue sans atout.</translation>
    </message>
    <message>
        <source>{name} dealt</source>
        <translation>{name} a donné</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>made the bid exactly</source>
        <translation>annonce remplie exactement</translation>
    </message>
    <message>
        <source>Play the {card}: your side has its bid, so avoid bags.</source>
        <translation>Jouez&#xa0;: {card}. Votre camp a rempli son contrat&#xa0;: évitez les sacs.</translation>
    </message>
    <message>
        <source>Play the {card}: your nil must not win a trick.</source>
        <translation>Jouez&#xa0;: {card}. Votre nil ne doit faire aucun pli.</translation>
    </message>
    <message>
        <source>Play the {card} to protect your partner&apos;s nil.</source>
        <translation>Jouez&#xa0;: {card}, pour protéger le nil de votre partenaire.</translation>
    </message>
    <message>
        <source>Play the {card} to leave the nil bidder winning the trick.</source>
        <translation>Jouez&#xa0;: {card}, pour laisser le pli au joueur qui a annoncé nil.</translation>
    </message>
    <message>
        <source>Play the {card}: your side needs tricks.</source>
        <translation>Jouez&#xa0;: {card}. Votre camp a besoin de plis.</translation>
    </message>
    <message>
        <source>Look at your cards before bidding.</source>
        <translation>Regardez vos cartes avant d&apos;annoncer.</translation>
    </message>
    <message>
        <source>Pass the {card} to your partner.</source>
        <translation>Passez cette carte à votre partenaire&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>Far behind: risk a blind nil for 100 points.</source>
        <translation>Loin derrière&#xa0;: tentez un nil aveugle pour 100 points.</translation>
    </message>
    <message>
        <source>No card here should win a trick: bid nil.</source>
        <translation>Aucune de ces cartes ne devrait faire de pli&#xa0;: annoncez nil.</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Bid the tricks you will take with your partner; spades are always trumps.</source>
        <translation>Annoncez les plis que vous ferez avec votre partenaire&#xa0;; pique est toujours atout.</translation>
    </message>
    <message>
        <source>Bid from 1 to {most} tricks.</source>
        <translation>Annoncez de 1 à {most} plis.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a move of Spades.</source>
        <translation>«&#xa0;{move}&#xa0;» n&apos;est pas un coup du Spades.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Les annonces sont terminées.</translation>
    </message>
    <message>
        <source>Everyone bids before the play: bid how many tricks you expect to take.</source>
        <translation>Chacun annonce avant le jeu&#xa0;: annoncez combien de plis vous pensez faire.</translation>
    </message>
    <message>
        <source>You have already looked at your cards.</source>
        <translation>Vous avez déjà regardé vos cartes.</translation>
    </message>
    <message>
        <source>Blind nil is bid before looking at your cards.</source>
        <translation>Le nil aveugle s&apos;annonce avant de regarder ses cartes.</translation>
    </message>
    <message>
        <source>Nil is not played at this table: bid at least 1.</source>
        <translation>Le nil n&apos;est pas joué à cette table&#xa0;: annoncez au moins 1.</translation>
    </message>
    <message>
        <source>To bid no tricks, bid nil.</source>
        <translation>Pour n&apos;annoncer aucun pli, annoncez nil.</translation>
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
        <source>Two of clubs leads</source>
        <translation>Entame au deux de trèfle</translation>
    </message>
    <message>
        <source>Nil bids</source>
        <translation>Annonces nil</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>Nil aveugle</translation>
    </message>
    <message>
        <source>Blind nil exchange</source>
        <translation>Échange après nil aveugle</translation>
    </message>
    <message>
        <source>Ten bags cost 100</source>
        <translation>Dix sacs coûtent 100</translation>
    </message>
    <message>
        <source>Spades, blind nil with an exchange</source>
        <translation>Spades, nil aveugle avec échange</translation>
    </message>
    <message>
        <source>A blind nil bidder and her partner pass each other one card after the bidding.</source>
        <translation>Après les annonces, le joueur qui a annoncé nil aveugle et son partenaire s&apos;échangent une carte.</translation>
    </message>
    <message>
        <source>First the blind nil bidder and her partner pass each other a card.</source>
        <translation>D&apos;abord, le joueur qui a annoncé nil aveugle et son partenaire s&apos;échangent une carte.</translation>
    </message>
    <message>
        <source>First choose: blind nil, or look at your cards.</source>
        <translation>Choisissez d&apos;abord&#xa0;: nil aveugle, ou regarder vos cartes.</translation>
    </message>
    <message>
        <source>Blind nil is played by partners only.</source>
        <translation>Le nil aveugle ne se joue qu&apos;en équipes.</translation>
    </message>
    <message>
        <source>Blind nil is not played at this table.</source>
        <translation>Le nil aveugle n&apos;est pas joué à cette table.</translation>
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
        <translation>Nil aveugle, ou regarder vos cartes&#xa0;?</translation>
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
        <translation>À vous d&apos;entamer (les piques ne sont pas encore ouverts).</translation>
    </message>
    <message>
        <source>People usually play Spades to 500 points. The set end point for the game, however, can be determined by the players.</source>
        <translation>On joue généralement le Spades en 500 points, mais les joueurs peuvent fixer une autre limite.</translation>
    </message>
    <message>
        <source>The two of clubs is the first card played after all bidding is done. Off: the player on the dealer&apos;s left leads any card but a spade.</source>
        <translation>Le deux de trèfle est la première carte jouée après les annonces. Désactivé&#xa0;: le joueur à gauche du donneur entame avec n&apos;importe quelle carte sauf un pique.</translation>
    </message>
    <message>
        <source>A player may bid to take no trick at all: +50 if she takes none, -50 if she takes any. Off: every bid is at least 1.</source>
        <translation>Un joueur peut annoncer qu&apos;il ne fera aucun pli&#xa0;: +50 s&apos;il n&apos;en fait aucun, -50 s&apos;il en fait. Désactivé&#xa0;: toute annonce vaut au moins 1.</translation>
    </message>
    <message>
        <source>Partnerships only: before seeing her cards a player may bid nil blind, for +100 or -100.</source>
        <translation>En équipes seulement&#xa0;: avant de voir ses cartes, un joueur peut annoncer nil aveugle, pour +100 ou -100.</translation>
    </message>
    <message>
        <source>After a blind nil, the bidder passes one card to her partner, and her partner gives her one of theirs.</source>
        <translation>Après un nil aveugle, le joueur passe une carte à son partenaire, qui lui en donne une des siennes.</translation>
    </message>
    <message>
        <source>Overtricks (bags) score a point each; a side that collects 10 bags loses 100 points and starts counting again.</source>
        <translation>Les plis en trop (sacs) rapportent un point chacun&#xa0;; un camp qui accumule 10 sacs perd 100 points et recommence à compter.</translation>
    </message>
    <message>
        <source>{seat} &amp; {other}: bid {bid}, took {took}</source>
        <translation>{seat} et {other}&#xa0;: annonce {bid}, pris {took}</translation>
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
        <source>{seat} &amp; {other} reached 10 bags: {points} points.</source>
        <translation>{seat} et {other} ont atteint 10 sacs&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>{seat} reached 10 bags: {points} points.</source>
        <translation>{seat} a atteint 10 sacs&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>{seat}&apos;s {bid} failed ({took} taken).</source>
        <translation>{seat} a chuté sur son {bid} (plis pris&#xa0;: {took}).</translation>
    </message>
    <message>
        <source>{seat} made {bid}.</source>
        <translation>{seat} a réussi son {bid}.</translation>
    </message>
    <message>
        <source>{seat} &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>{seat} et {other} ont chuté&#xa0;: annonce {bid}, pris {took}.</translation>
    </message>
    <message>
        <source>{seat} was set: bid {bid}, took {took}.</source>
        <translation>{seat} a chuté&#xa0;: annonce {bid}, pris {took}.</translation>
    </message>
    <message>
        <source>nil · took {took}</source>
        <translation>nil · pris {took}</translation>
    </message>
    <message numerus="yes">
        <source>Better on average than the usual play, over {n} imagined deals.</source>
        <extracomment>English singular: Better on average than the usual play, over {n} imagined deal.</extracomment>
        <translation>
            <numerusform>Meilleur en moyenne que le jeu habituel, sur {n} donne imaginée.</numerusform>
            <numerusform>Meilleur en moyenne que le jeu habituel, sur {n} donnes imaginées.</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal first.</source>
        <translation>Vous donnez en premier.</translation>
    </message>
    <message>
        <source>{seat} deals first.</source>
        <translation>{seat} donne en premier.</translation>
    </message>
    <message>
        <source>You have no {suit}: play any card.</source>
        <translation>Vous n&apos;avez pas de {suit}&#xa0;: jouez n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>You have no {suit}: head the trick with a trump.</source>
        <translation>Vous n&apos;avez pas de {suit}&#xa0;: prenez la tête du pli avec un atout.</translation>
    </message>
    <message>
        <source>You doubled {other}</source>
        <translation>Vous avez contré {other}</translation>
    </message>
    <message>
        <source>You doubled {count} players</source>
        <translation>Vous avez contré {count} joueurs</translation>
    </message>
    <message>
        <source>You declared {name}.</source>
        <translation>Vous avez annoncé {name}.</translation>
    </message>
    <message>
        <source>You went out first.</source>
        <translation>Vous avez fini en premier.</translation>
    </message>
    <message>
        <source>You took the king of hearts.</source>
        <translation>Vous avez pris le roi de cœur.</translation>
    </message>
    <message>
        <source>You declare next; contracts still to play: {contracts}.</source>
        <translation>Vous êtes le prochain déclarant&#xa0;; contrats restant à jouer&#xa0;: {contracts}.</translation>
    </message>
    <message>
        <source>Doubles of you still owed: {tally}.</source>
        <translation>Contres obligatoires encore dus sur vous&#xa0;: {tally}.</translation>
    </message>
    <message>
        <source>Every compulsory double of you has been made.</source>
        <translation>Tous les contres obligatoires sur vous ont été faits.</translation>
    </message>
    <message>
        <source>You must double declarer on the next hand.</source>
        <translation>Vous devez contrer le déclarant à la prochaine donne.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Vous avez fini.</translation>
    </message>
    <message>
        <source>You reached {target}: the game is over.</source>
        <translation>Vous avez atteint {target}&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>You deal next.</source>
        <translation>Vous êtes le prochain donneur.</translation>
    </message>
    <message>
        <source>You peg first and count first.</source>
        <translation>Vous jouez et comptez en premier.</translation>
    </message>
    <message>
        <source>You are double skunked (under 61): the win counts triple.</source>
        <translation>Vous êtes double capot (moins de 61)&#xa0;: la victoire compte triple.</translation>
    </message>
    <message>
        <source>You are skunked (under 91): the win counts double.</source>
        <translation>Vous êtes capot (moins de 91)&#xa0;: la victoire compte double.</translation>
    </message>
    <message>
        <source>Play the {card}: it gives the others the fewest openings.</source>
        <translation>Jouez&#xa0;: {card}. C&apos;est la carte qui ouvre le moins de possibilités aux autres.</translation>
    </message>
    <message>
        <source>No card of yours fits: pass.</source>
        <translation>Aucune de vos cartes ne peut être posée&#xa0;: passez.</translation>
    </message>
    <message>
        <source>No card of yours fits: draw.</source>
        <translation>Aucune de vos cartes ne peut être posée&#xa0;: piochez.</translation>
    </message>
    <message>
        <source>Pass the {card}: far from its seven, it would be among your last cards.</source>
        <translation>Passez cette carte ({card})&#xa0;: loin de son sept, elle ferait partie de vos dernières cartes.</translation>
    </message>
    <message>
        <source>Play several cards at once: fewer left in your hand.</source>
        <translation>Jouez plusieurs cartes à la fois&#xa0;: il vous en restera moins en main.</translation>
    </message>
    <message>
        <source>Play the {card} early: you hold far cards of its suit.</source>
        <translation>Jouez tôt cette carte ({card})&#xa0;: vous avez des cartes de sa couleur loin du sept.</translation>
    </message>
    <message>
        <source>Play the {card}: nobody can build on it.</source>
        <translation>Jouez&#xa0;: {card}. Personne ne peut poser de carte à la suite.</translation>
    </message>
    <message>
        <source>Play the {card}: it opens nothing for the others.</source>
        <translation>Jouez&#xa0;: {card}. Cette carte n&apos;ouvre rien aux autres.</translation>
    </message>
    <message>
        <source>The {card} does not fit: a row builds from its seven down to the ace and up to the king, one card at a time.</source>
        <translation>Cette carte ({card}) ne peut pas être posée&#xa0;: une rangée se construit à partir de son sept, en descendant jusqu&apos;à l&apos;as et en montant jusqu&apos;au roi, une carte à la fois.</translation>
    </message>
    <message>
        <source>The cards have been passed: play now.</source>
        <translation>Les cartes ont été passées&#xa0;: jouez maintenant.</translation>
    </message>
    <message>
        <source>You cannot play: draw from the stock.</source>
        <translation>Vous ne pouvez pas jouer&#xa0;: piochez.</translation>
    </message>
    <message>
        <source>{move} is not a move of Fan Tan: play a card, pass or draw.</source>
        <translation>Le coup {move} n&apos;existe pas au Fan Tan&#xa0;: jouez une carte, passez ou piochez.</translation>
    </message>
    <message>
        <source>These cards cannot be played together.</source>
        <translation>Ces cartes ne peuvent pas être jouées ensemble.</translation>
    </message>
    <message>
        <source>A seven opens its own suit&apos;s row.</source>
        <translation>Un sept ouvre la rangée de sa propre couleur.</translation>
    </message>
    <message>
        <source>Say which row the {card} goes on.</source>
        <translation>Indiquez sur quelle rangée poser cette carte ({card}).</translation>
    </message>
    <message>
        <source>Choose three cards to pass before play begins.</source>
        <translation>Choisissez trois cartes à passer avant le début du jeu.</translation>
    </message>
    <message>
        <source>A card of yours fits: if you can play, you must.</source>
        <translation>Une de vos cartes peut être posée&#xa0;: si vous pouvez jouer, vous devez le faire.</translation>
    </message>
    <message>
        <source>The stock is empty: pass.</source>
        <translation>La pioche est vide&#xa0;: passez.</translation>
    </message>
    <message>
        <source>The seven of trumps is always played as a trump.</source>
        <translation>Le sept d&apos;atout se joue toujours comme atout.</translation>
    </message>
    <message>
        <source>Cards are played on their own suit&apos;s row.</source>
        <translation>Les cartes se posent sur la rangée de leur propre couleur.</translation>
    </message>
    <message>
        <source>Only a trump may stand for a card of another suit.</source>
        <translation>Seul un atout peut remplacer une carte d&apos;une autre couleur.</translation>
    </message>
    <message>
        <source>Only a card displaced by a trump is played on the trump row.</source>
        <translation>Seule une carte remplacée par un atout se pose sur la rangée d&apos;atout.</translation>
    </message>
    <message>
        <source>A trump took the place of the {card}: it must be played on the trump row.</source>
        <translation>Un atout a pris la place de cette carte ({card})&#xa0;: elle doit être posée sur la rangée d&apos;atout.</translation>
    </message>
    <message>
        <source>A card you drew fits: you must play it.</source>
        <translation>Une carte que vous avez piochée peut être posée&#xa0;: vous devez la jouer.</translation>
    </message>
    <message>
        <source>There is no stock in this game: pass.</source>
        <translation>Il n&apos;y a pas de pioche dans cette partie&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Odd cards</source>
        <translation>Cartes en trop</translation>
    </message>
    <message>
        <source>Turned-up trumps</source>
        <translation>Atouts retournés</translation>
    </message>
    <message>
        <source>Pass three cards (Hearts Tan)</source>
        <translation>Passer trois cartes (Hearts Tan)</translation>
    </message>
    <message>
        <source>Incremental drawing</source>
        <translation>Pioche croissante</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Suites</translation>
    </message>
    <message>
        <source>Multiples</source>
        <translation>Multiples</translation>
    </message>
    <message>
        <source>Parallel runs</source>
        <translation>Suites parallèles</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan</source>
        <translation>Fan Tan à deux jeux</translation>
    </message>
    <message>
        <source>Two packs for four to ten players: each seven opens its own row, and a play is no longer sure.</source>
        <translation>Deux jeux, de quatre à dix joueurs&#xa0;: chaque sept ouvre sa propre rangée, et plus aucun coup n&apos;est sûr.</translation>
    </message>
    <message>
        <source>Trump Fan Tan</source>
        <translation>Fan Tan à l&apos;atout</translation>
    </message>
    <message>
        <source>Spades are trumps: a spade may stand for the card of its rank in another suit.</source>
        <translation>Atout pique&#xa0;: un pique peut remplacer la carte de même valeur d&apos;une autre couleur.</translation>
    </message>
    <message>
        <source>Double Deck Trump Fan Tan</source>
        <translation>Fan Tan à deux jeux et à l&apos;atout</translation>
    </message>
    <message>
        <source>Double Deck and Trump Fan Tan at the same time.</source>
        <translation>Fan Tan à deux jeux et Fan Tan à l&apos;atout à la fois.</translation>
    </message>
    <message>
        <source>Hearts Tan</source>
        <translation>Hearts Tan</translation>
    </message>
    <message>
        <source>Pass three cards before each hand, as in Hearts.</source>
        <translation>Passez trois cartes avant chaque donne, comme à la Dame de pique.</translation>
    </message>
    <message>
        <source>Crazy Tan</source>
        <translation>Crazy Tan</translation>
    </message>
    <message>
        <source>Seven cards each and a stock: play or draw, one more card each time nobody plays.</source>
        <translation>Sept cartes chacun et une pioche&#xa0;: jouez ou piochez, une carte de plus chaque fois que personne ne joue.</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan: two packs, &quot;recommended for seven or more players&quot;; each seven opens its own row. Automatic: two packs from seven players.</source>
        <translation>Fan Tan à deux jeux&#xa0;: deux jeux, «&#xa0;recommandé pour sept joueurs ou plus&#xa0;»&#xa0;; chaque sept ouvre sa propre rangée. Automatique&#xa0;: deux jeux à partir de sept joueurs.</translation>
    </message>
    <message>
        <source>All the cards are dealt out; Crazy Tan: &quot;deal seven cards to each player&quot;, the rest face down as a stock. Automatic: Crazy Tan for two players, all the cards for three or more.</source>
        <translation>Toutes les cartes sont distribuées&#xa0;; Crazy Tan&#xa0;: «&#xa0;distribuez sept cartes à chaque joueur&#xa0;», le reste, face cachée, forme la pioche. Automatique&#xa0;: Crazy Tan à deux joueurs, toutes les cartes à partir de trois.</translation>
    </message>
    <message>
        <source>Cards that do not share out evenly are dealt round as usual (some players hold one more), or &quot;simply turn the extra cards face up&quot;: they go onto the rows by themselves as soon as they fit.</source>
        <translation>Les cartes qui ne se répartissent pas également sont distribuées comme les autres (certains joueurs en ont une de plus), ou «&#xa0;retournez simplement les cartes en trop&#xa0;»&#xa0;: elles vont d&apos;elles-mêmes sur les rangées dès qu&apos;elles peuvent y être posées.</translation>
    </message>
    <message>
        <source>Trump Fan Tan: a trump may stand for the card of its rank in another suit; the card it displaced is then played on the trump row. The last choice takes the suit of the last card turned face up (spades if none is turned up).</source>
        <translation>Fan Tan à l&apos;atout&#xa0;: un atout peut remplacer la carte de même valeur d&apos;une autre couleur&#xa0;; la carte remplacée se pose alors sur la rangée d&apos;atout. Le dernier choix prend la couleur de la dernière carte retournée (pique si aucune n&apos;est retournée).</translation>
    </message>
    <message>
        <source>When the last turned-up card names trumps, a trump turned up either &quot;must be played as trump on the trump pile&quot; or &quot;replaces the first card it can&quot;.</source>
        <translation>Quand la dernière carte retournée désigne l&apos;atout, un atout retourné soit «&#xa0;doit être joué comme atout sur la rangée d&apos;atout&#xa0;», soit «&#xa0;remplace la première carte possible&#xa0;».</translation>
    </message>
    <message>
        <source>Hearts-style passing before play: with four players left, right, across, then no pass; with other numbers to the left skipping none, then one, then two players..., and no pass on every n-th hand.</source>
        <translation>Passe comme à la Dame de pique avant le jeu&#xa0;: à quatre joueurs, à gauche, à droite, en face, puis pas de passe&#xa0;; avec un autre nombre de joueurs, à gauche sans sauter personne, puis en sautant un, puis deux joueurs…, et pas de passe toutes les n donnes.</translation>
    </message>
    <message>
        <source>Crazy Tan: a player who cannot play draws one card more than the player before drew (one, two, three...); the count starts again once someone plays.</source>
        <translation>Crazy Tan&#xa0;: un joueur qui ne peut pas jouer pioche une carte de plus que le joueur précédent (une, deux, trois…)&#xa0;; le compte repart à zéro dès que quelqu&apos;un joue.</translation>
    </message>
    <message>
        <source>Consecutive cards of one suit that all fit may be played at once (one pack only).</source>
        <translation>Des cartes consécutives d&apos;une même couleur qui peuvent toutes être posées se jouent en une fois (avec un seul jeu uniquement).</translation>
    </message>
    <message>
        <source>Two or more cards of one rank that can all be played may be played in one turn (one pack only).</source>
        <translation>Deux cartes ou plus de même valeur qui peuvent toutes être posées se jouent en un seul tour (avec un seul jeu uniquement).</translation>
    </message>
    <message>
        <source>With runs and multiples: runs of the same ranks in several suits at once.</source>
        <translation>Avec les suites et les multiples&#xa0;: des suites des mêmes valeurs dans plusieurs couleurs à la fois.</translation>
    </message>
    <message>
        <source>Each loser pays the winner a point for every card still held (Hoyle&apos;s settlement), or the winner scores a point for the hand.</source>
        <translation>Chaque perdant paie au gagnant un point par carte qui lui reste en main (règlement de Hoyle), ou le gagnant marque un point pour la donne.</translation>
    </message>
    <message>
        <source>The match is a fixed number of hands (by default each player deals twice), the highest total winning, or ends when a player reaches the target.</source>
        <translation>La partie compte un nombre fixe de donnes (par défaut, chaque joueur donne deux fois) et le plus haut total gagne, ou elle s&apos;arrête quand un joueur atteint l&apos;objectif.</translation>
    </message>
    <message>
        <source>0: five points for each player with a point per card, five hands won with a point per hand.</source>
        <translation>0&#xa0;: cinq points par joueur avec un point par carte, cinq donnes gagnées avec un point par donne.</translation>
    </message>
    <message>
        <source>With a fixed number of hands: how many (0: each player deals twice).</source>
        <translation>Avec un nombre fixe de donnes&#xa0;: combien (0&#xa0;: chaque joueur donne deux fois).</translation>
    </message>
    <message>
        <source>Crazy Tan is played with one pack, by two to six players, not {players}</source>
        <translation>le Crazy Tan se joue avec un seul jeu, de deux à six joueurs, pas à {players}</translation>
    </message>
    <message>
        <source>Fan Tan with one pack is for three to six players, not {players}; two may play Crazy Tan, seven or more Double Deck</source>
        <translation>le Fan Tan à un jeu se joue de trois à six joueurs, pas à {players}&#xa0;; à deux, on peut jouer au Crazy Tan, à sept ou plus au Fan Tan à deux jeux</translation>
    </message>
    <message>
        <source>trumps from the last turned-up card need the odd cards turned face up</source>
        <translation>l&apos;atout donné par la dernière carte retournée exige de retourner les cartes en trop</translation>
    </message>
    <message>
        <source>runs and multiples are played with one pack, where a suit has one row</source>
        <translation>les suites et les multiples se jouent avec un seul jeu, où chaque couleur n&apos;a qu&apos;une rangée</translation>
    </message>
    <message>
        <source>parallel runs combine runs and multiples: choose both</source>
        <translation>les suites parallèles combinent suites et multiples&#xa0;: choisissez les deux</translation>
    </message>
    <message>
        <source>Two packs (Double Deck)</source>
        <translation>Deux jeux (Fan Tan à deux jeux)</translation>
    </message>
    <message>
        <source>All the cards</source>
        <translation>Toutes les cartes</translation>
    </message>
    <message>
        <source>Seven each and a stock (Crazy Tan)</source>
        <translation>Sept chacun et une pioche (Crazy Tan)</translation>
    </message>
    <message>
        <source>Dealt round</source>
        <translation>Distribuées</translation>
    </message>
    <message>
        <source>Turned face up</source>
        <translation>Retournées face visible</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Pique</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Cœur</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Carreau</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Trèfle</translation>
    </message>
    <message>
        <source>The suit of the last turned-up card</source>
        <translation>La couleur de la dernière carte retournée</translation>
    </message>
    <message>
        <source>Played on the trump row</source>
        <translation>Joué sur la rangée d&apos;atout</translation>
    </message>
    <message>
        <source>Takes the first place it can</source>
        <translation>Prend la première place possible</translation>
    </message>
    <message>
        <source>A point per card held, paid to the winner</source>
        <translation>Un point par carte en main, payé au gagnant</translation>
    </message>
    <message>
        <source>A point per hand won</source>
        <translation>Un point par donne gagnée</translation>
    </message>
    <message>
        <source>A fixed number of hands</source>
        <translation>Un nombre fixe de donnes</translation>
    </message>
    <message>
        <source>First to the target</source>
        <translation>Le premier à l&apos;objectif</translation>
    </message>
    <message>
        <source>Crazy Tan is for two to six players, not {players}</source>
        <translation>le Crazy Tan se joue de deux à six joueurs, pas à {players}</translation>
    </message>
    <message>
        <source>Double Deck Fan Tan is for four to ten players, not {players}</source>
        <translation>le Fan Tan à deux jeux se joue de quatre à dix joueurs, pas à {players}</translation>
    </message>
    <message>
        <source>to the left, skipping one player</source>
        <translation>à gauche, en sautant un joueur</translation>
    </message>
    <message>
        <source>to the left, skipping two players</source>
        <translation>à gauche, en sautant deux joueurs</translation>
    </message>
    <message>
        <source>to the left, skipping three players</source>
        <translation>à gauche, en sautant trois joueurs</translation>
    </message>
    <message>
        <source>to the left, skipping four players</source>
        <translation>à gauche, en sautant quatre joueurs</translation>
    </message>
    <message>
        <source>to the left, skipping five players</source>
        <translation>à gauche, en sautant cinq joueurs</translation>
    </message>
    <message>
        <source>to the left, skipping six players</source>
        <translation>à gauche, en sautant six joueurs</translation>
    </message>
    <message>
        <source>to the left, skipping seven players</source>
        <translation>à gauche, en sautant sept joueurs</translation>
    </message>
    <message>
        <source>to the left, skipping eight players</source>
        <translation>à gauche, en sautant huit joueurs</translation>
    </message>
    <message>
        <source>Fan Tan</source>
        <translation>Fan Tan</translation>
    </message>
    <message>
        <source>Sevens open the rows; build each suit down to the ace and up to the king. Play if you can, pass if you cannot: the first out of cards wins.</source>
        <translation>Les sept ouvrent les rangées&#xa0;; complétez chaque couleur en descendant jusqu&apos;à l&apos;as et en montant jusqu&apos;au roi. Jouez si vous le pouvez, sinon passez&#xa0;: le premier à se débarrasser de ses cartes gagne.</translation>
    </message>
    <message>
        <source>You hold no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>Vous n&apos;avez aucune carte, mais c&apos;est {other} qui a fini&#xa0;: chacun des autres joueurs a encore au moins une carte.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but you went out: every other player still holds at least one.</source>
        <translation>{seat} n&apos;a aucune carte, mais c&apos;est vous qui avez fini&#xa0;: chacun des autres joueurs a encore au moins une carte.</translation>
    </message>
    <message>
        <source>{seat} holds no cards, but {other} went out: every other player still holds at least one.</source>
        <translation>{seat} n&apos;a aucune carte, mais c&apos;est {other} qui a fini&#xa0;: chacun des autres joueurs a encore au moins une carte.</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: You cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>Vous ne pouvez pas avoir {n} carte&#xa0;: à {players} joueurs, personne ne reçoit plus de {most} cartes, et une main ne fait que diminuer.</numerusform>
            <numerusform>Vous ne pouvez pas avoir {n} cartes&#xa0;: à {players} joueurs, personne ne reçoit plus de {most} cartes, et une main ne fait que diminuer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: with {players} players no one is dealt more than {most}, and a hand only shrinks.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: with {players} players no one is dealt more than {most}, and a hand only shrinks.</extracomment>
        <translation>
            <numerusform>{seat} ne peut pas avoir {n} carte&#xa0;: à {players} joueurs, personne ne reçoit plus de {most} cartes, et une main ne fait que diminuer.</numerusform>
            <numerusform>{seat} ne peut pas avoir {n} cartes&#xa0;: à {players} joueurs, personne ne reçoit plus de {most} cartes, et une main ne fait que diminuer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic, as the game deals: Crazy Tan for two players, one pack up to six, two from seven.</source>
        <translation>Automatique, comme le fait le jeu&#xa0;: Crazy Tan à deux joueurs, un jeu jusqu&apos;à six, deux à partir de sept.</translation>
    </message>
    <message>
        <source>0: a fixed number of hands. The game&apos;s own targets: five points a player, or five hands won.</source>
        <translation>0&#xa0;: un nombre fixe de donnes. Les objectifs du jeu lui-même&#xa0;: cinq points par joueur, ou cinq donnes gagnées.</translation>
    </message>
    <message>
        <source>Without a target, the match&apos;s length (0: each player deals twice).</source>
        <translation>Sans objectif, la durée de la partie (0&#xa0;: chaque joueur donne deux fois).</translation>
    </message>
    <message numerus="yes">
        <source>You cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: You cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>Vous ne pouvez pas avoir {n} carte&#xa0;: chaque joueur reçoit {dealt} cartes et la pioche en contient {stock}, donc personne n&apos;en a plus de {most}.</numerusform>
            <numerusform>Vous ne pouvez pas avoir {n} cartes&#xa0;: chaque joueur reçoit {dealt} cartes et la pioche en contient {stock}, donc personne n&apos;en a plus de {most}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</source>
        <extracomment>English singular: {seat} cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, so no one holds more than {most}.</extracomment>
        <translation>
            <numerusform>{seat} ne peut pas avoir {n} carte&#xa0;: chaque joueur reçoit {dealt} cartes et la pioche en contient {stock}, donc personne n&apos;en a plus de {most}.</numerusform>
            <numerusform>{seat} ne peut pas avoir {n} cartes&#xa0;: chaque joueur reçoit {dealt} cartes et la pioche en contient {stock}, donc personne n&apos;en a plus de {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>One pack, all dealt</source>
        <translation>Un jeu, toutes les cartes distribuées</translation>
    </message>
    <message>
        <source>One pack, the odd cards face up</source>
        <translation>Un jeu, cartes en trop retournées</translation>
    </message>
    <message>
        <source>Two packs, all dealt</source>
        <translation>Deux jeux, toutes les cartes distribuées</translation>
    </message>
    <message>
        <source>Two packs, the odd cards face up</source>
        <translation>Deux jeux, cartes en trop retournées</translation>
    </message>
    <message>
        <source>Only one player goes out: the hand ends as soon as the first has played all of their cards.</source>
        <translation>Un seul joueur finit&#xa0;: la donne s&apos;arrête dès que le premier a posé toutes ses cartes.</translation>
    </message>
    <message>
        <source>Enter how many cards you still held as a whole number.</source>
        <translation>Saisissez le nombre de cartes qui vous restaient en nombre entier.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held as a whole number.</source>
        <translation>Saisissez le nombre de cartes qui restaient à {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>The cards left add up to {total}, but at most {most} can be left: the {dealt} cards dealt to the player who went out are on the table.</source>
        <translation>Les cartes restantes totalisent {total}, mais il ne peut en rester que {most} au plus&#xa0;: les {dealt} cartes distribuées au joueur qui a fini sont sur la table.</translation>
    </message>
    <message>
        <source>Hands won: {tally}.</source>
        <translation>Donnes gagnées&#xa0;: {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {hands} hands: {n} hands to play; the highest total wins.</source>
        <extracomment>English singular: A match of {hands} hands: {n} hand to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Une partie en {hands} donnes&#xa0;: encore {n} donne à jouer&#xa0;; le plus haut total gagne.</numerusform>
            <numerusform>Une partie en {hands} donnes&#xa0;: encore {n} donnes à jouer&#xa0;; le plus haut total gagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first player to play all of their cards: the hand ends there.</source>
        <translation>Le premier joueur à poser toutes ses cartes&#xa0;: la donne s&apos;arrête là.</translation>
    </message>
    <message>
        <source>Choose who went out: a hand of Fan Tan ends when one player has played all of their cards.</source>
        <translation>Choisissez qui a fini&#xa0;: une donne de Fan Tan s&apos;arrête quand un joueur a posé toutes ses cartes.</translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides you hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides you holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>En plus de vous, {n} joueur n&apos;a aucune carte, mais un seul joueur finit.</numerusform>
            <numerusform>En plus de vous, {n} joueurs n&apos;ont aucune carte, mais un seul joueur finit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} players besides {seat} hold no cards, but only one player goes out.</source>
        <extracomment>English singular: {n} player besides {seat} holds no cards, but only one player goes out.</extracomment>
        <translation>
            <numerusform>En plus de {seat}, {n} joueur n&apos;a aucune carte, mais un seul joueur finit.</numerusform>
            <numerusform>En plus de {seat}, {n} joueurs n&apos;ont aucune carte, mais un seul joueur finit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} players hold {most} cards, but with {players} players only {n} players are dealt that many.</source>
        <extracomment>English singular: {count} players hold {most} cards, but with {players} players only {n} player is dealt that many.</extracomment>
        <translation>
            <numerusform>{count} joueurs ont {most} cartes, mais à {players} joueurs, seul {n} joueur en reçoit autant.</numerusform>
            <numerusform>{count} joueurs ont {most} cartes, mais à {players} joueurs, seuls {n} joueurs en reçoivent autant.</numerusform>
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
            <numerusform>La partie s&apos;arrête quand un joueur atteint {n} point&#xa0;; le plus haut total gagne.</numerusform>
            <numerusform>La partie s&apos;arrête quand un joueur atteint {n} points&#xa0;; le plus haut total gagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many cards each player still held: 0 for the player who went out, 1 to {most} for the others with this deal.</source>
        <translation>Le nombre de cartes qui restaient à chaque joueur&#xa0;: 0 pour le joueur qui a fini, de 1 à {most} pour les autres avec cette distribution.</translation>
    </message>
    <message>
        <source>You went out, so you hold no cards.</source>
        <translation>Vous avez fini&#xa0;: plus aucune carte en main.</translation>
    </message>
    <message>
        <source>{seat} went out, so holds no cards.</source>
        <translation>{seat} a fini&#xa0;: plus aucune carte en main.</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player has won {n} hands.</source>
        <extracomment>English singular: The match ends when a player has won {n} hand.</extracomment>
        <translation>
            <numerusform>La partie s&apos;arrête quand un joueur a gagné {n} donne.</numerusform>
            <numerusform>La partie s&apos;arrête quand un joueur a gagné {n} donnes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many cards you still held.</source>
        <translation>Saisissez le nombre de cartes qui vous restaient.</translation>
    </message>
    <message>
        <source>Enter how many cards {seat} still held.</source>
        <translation>Saisissez le nombre de cartes qui restaient à {seat}.</translation>
    </message>
    <message>
        <source>You cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>Vous ne pouvez pas avoir {count} cartes&#xa0;: un joueur a 0 carte ou plus.</translation>
    </message>
    <message>
        <source>{seat} cannot hold {count} cards: a player holds 0 cards or more.</source>
        <translation>{seat} ne peut pas avoir {count} cartes&#xa0;: un joueur a 0 carte ou plus.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fini</translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row. You must play if you can.</source>
        <translation>Jouez un sept ou la carte suivante d&apos;une rangée. Vous devez jouer si vous le pouvez.</translation>
    </message>
    <message numerus="yes">
        <source>No card of yours fits: draw {n} cards.</source>
        <extracomment>English singular: No card of yours fits: draw {n} card.</extracomment>
        <translation>
            <numerusform>Aucune de vos cartes ne peut être posée&#xa0;: piochez {n} carte.</numerusform>
            <numerusform>Aucune de vos cartes ne peut être posée&#xa0;: piochez {n} cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a seven or the next card of a row; a trump may stand for a card of its rank. You must play if you can.</source>
        <translation>Jouez un sept ou la carte suivante d&apos;une rangée&#xa0;; un atout peut remplacer une carte de même valeur. Vous devez jouer si vous le pouvez.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>Waiting for {seat} to pass.</source>
        <translation>En attente de la passe de {seat}.</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>a pioché</translation>
    </message>
    <message>
        <source>Turning the top card is the only move in Camicia: it is all luck.</source>
        <translation>Dans Camicia, le seul coup possible est de retourner la carte du dessus&#xa0;: tout est affaire de chance.</translation>
    </message>
    <message>
        <source>Camicia</source>
        <translation>Camicia</translation>
    </message>
    <message>
        <source>The Italian Beggar-My-Neighbour: turn your cards in turn; aces, twos and threes attack for one, two or three cards, and whoever runs out of cards loses.</source>
        <translation>Le Beggar-My-Neighbour italien&#xa0;: retournez vos cartes à tour de rôle&#xa0;; les as, les deux et les trois attaquent pour une, deux ou trois cartes, et celui qui n&apos;a plus de cartes perd.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>Games to win</source>
        <translation>Manches à gagner</translation>
    </message>
    <message>
        <source>The rules use the Italian deck; the French deck works the same way with more cards.</source>
        <translation>Les règles utilisent le jeu italien&#xa0;; le jeu français fonctionne de la même façon, avec plus de cartes.</translation>
    </message>
    <message>
        <source>The match goes to the first player to win this many games.</source>
        <translation>La partie revient au premier joueur qui gagne ce nombre de manches.</translation>
    </message>
    <message>
        <source>Italian, 40 cards</source>
        <translation>Italien, 40 cartes</translation>
    </message>
    <message>
        <source>French, 52 cards</source>
        <translation>Français, 52 cartes</translation>
    </message>
    <message>
        <source>Cards turned</source>
        <translation>Cartes retournées</translation>
    </message>
    <message>
        <source>Endless deal</source>
        <translation>Donne sans fin</translation>
    </message>
    <message>
        <source>Say whether the deal was endless: yes or no.</source>
        <translation>Indiquez si la donne était sans fin&#xa0;: oui ou non.</translation>
    </message>
    <message>
        <source>An endless deal has no winner: nobody ran out of cards.</source>
        <translation>Une donne sans fin n&apos;a pas de gagnant&#xa0;: personne n&apos;a épuisé ses cartes.</translation>
    </message>
    <message>
        <source>Enter the number of cards turned as a whole number.</source>
        <translation>Saisissez le nombre de cartes retournées en nombre entier.</translation>
    </message>
    <message>
        <source>No game goes past {limit} cards turned: the deal is stopped there as endless.</source>
        <translation>Aucune manche ne dépasse {limit} cartes retournées&#xa0;: la donne est arrêtée là comme sans fin.</translation>
    </message>
    <message>
        <source>An endless deal turns at least {fewest} cards: the packets come back only after a pile is taken.</source>
        <translation>Une donne sans fin retourne au moins {fewest} cartes&#xa0;: les paquets ne reviennent qu&apos;après la prise d&apos;un tas.</translation>
    </message>
    <message>
        <source>{turned} cards are too few: the loser turned every card of their packet, {half} at least.</source>
        <translation>{turned} cartes, c&apos;est trop peu&#xa0;: le perdant a retourné toutes les cartes de son paquet, au moins {half}.</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>sans fin</translation>
    </message>
    <message>
        <source>Longest game: {turned} cards turned (game {game}).</source>
        <translation>Manche la plus longue&#xa0;: {turned} cartes retournées (manche {game}).</translation>
    </message>
    <message>
        <source>Shortest game: {turned} cards turned (game {game}).</source>
        <translation>Manche la plus courte&#xa0;: {turned} cartes retournées (manche {game}).</translation>
    </message>
    <message numerus="yes">
        <source>{n} endless deals, won by nobody.</source>
        <extracomment>English singular: {n} endless deal, won by nobody.</extracomment>
        <translation>
            <numerusform>{n} donne sans fin, sans gagnant.</numerusform>
            <numerusform>{n} donnes sans fin, sans gagnant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match goes to the first player to win {n} games.</source>
        <extracomment>English singular: The match goes to the first player to win {n} game.</extracomment>
        <translation>
            <numerusform>La partie revient au premier joueur qui gagne {n} manche.</numerusform>
            <numerusform>La partie revient au premier joueur qui gagne {n} manches.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player who still had cards when the other ran out; none for an endless deal.</source>
        <translation>Le joueur qui avait encore des cartes quand l&apos;autre n&apos;en avait plus&#xa0;; aucun pour une donne sans fin.</translation>
    </message>
    <message>
        <source>The same packets came back (or the game went on for ever): nobody won.</source>
        <translation>Les mêmes paquets sont revenus (ou la manche ne finissait pas)&#xa0;: personne n&apos;a gagné.</translation>
    </message>
    <message>
        <source>Choose the winner, or mark the deal as endless.</source>
        <translation>Choisissez le gagnant, ou marquez la donne comme sans fin.</translation>
    </message>
    <message>
        <source>All the cards both players turned, from {fewest} to {limit}.</source>
        <translation>Toutes les cartes retournées par les deux joueurs, de {fewest} à {limit}.</translation>
    </message>
    <message>
        <source>The winner is not at this table.</source>
        <translation>Le gagnant n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>a gagné</translation>
    </message>
    <message>
        <source>In Camicia the only move is to turn the top card of your packet.</source>
        <translation>Dans Camicia, le seul coup possible est de retourner la carte du dessus de votre paquet.</translation>
    </message>
    <message>
        <source>You won: {other} ran out of cards.</source>
        <translation>Vous avez gagné&#xa0;: {other} n&apos;a plus de cartes.</translation>
    </message>
    <message>
        <source>{seat} won: you ran out of cards.</source>
        <translation>{seat} a gagné&#xa0;: vous n&apos;avez plus de cartes.</translation>
    </message>
    <message>
        <source>{seat} won: {other} ran out of cards.</source>
        <translation>{seat} a gagné&#xa0;: {other} n&apos;a plus de cartes.</translation>
    </message>
    <message>
        <source>The same packets came back: this deal would never end.</source>
        <translation>Les mêmes paquets sont revenus&#xa0;: cette donne ne finirait jamais.</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards turned without a winner: the deal is stopped as endless.</source>
        <extracomment>English singular: {n} card turned without a winner: the deal is stopped as endless.</extracomment>
        <translation>
            <numerusform>{n} carte retournée sans gagnant&#xa0;: la donne est arrêtée comme sans fin.</numerusform>
            <numerusform>{n} cartes retournées sans gagnant&#xa0;: la donne est arrêtée comme sans fin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn your top card.</source>
        <translation>Retournez votre carte du dessus.</translation>
    </message>
    <message numerus="yes">
        <source>Turn {n} more cards: answer the attack.</source>
        <extracomment>English singular: Turn {n} more card: answer the attack.</extracomment>
        <translation>
            <numerusform>Retournez encore {n} carte&#xa0;: répondez à l&apos;attaque.</numerusform>
            <numerusform>Retournez encore {n} cartes&#xa0;: répondez à l&apos;attaque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: {n} cards in your packet</source>
        <extracomment>English singular: You: {n} card in your packet</extracomment>
        <translation>
            <numerusform>Vous&#xa0;: {n} carte dans votre paquet</numerusform>
            <numerusform>Vous&#xa0;: {n} cartes dans votre paquet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} cards in the packet</source>
        <extracomment>English singular: {seat}: {n} card in the packet</extracomment>
        <translation>
            <numerusform>{seat}&#xa0;: {n} carte dans son paquet</numerusform>
            <numerusform>{seat}&#xa0;: {n} cartes dans son paquet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned: {n} cards</source>
        <extracomment>English singular: Turned: {n} card</extracomment>
        <translation>
            <numerusform>Cartes retournées&#xa0;: {n}</numerusform>
            <numerusform>Cartes retournées&#xa0;: {n}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: {n} cards to answer</source>
        <extracomment>English singular: Attack: {n} card to answer</extracomment>
        <translation>
            <numerusform>Attaque&#xa0;: réponse de {n} carte</numerusform>
            <numerusform>Attaque&#xa0;: réponse de {n} cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The turned card takes the table card worth the most: {n} points.</source>
        <extracomment>English singular: The turned card takes the table card worth the most: {n} point.</extracomment>
        <translation>
            <numerusform>La carte retournée prend la carte de la table qui vaut le plus&#xa0;: {n} point.</numerusform>
            <numerusform>La carte retournée prend la carte de la table qui vaut le plus&#xa0;: {n} points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This pair is worth {n} points.</source>
        <extracomment>English singular: This pair is worth {n} point.</extracomment>
        <translation>
            <numerusform>Cette paire vaut {n} point.</numerusform>
            <numerusform>Cette paire vaut {n} points.</numerusform>
        </translation>
    </message>
    <message>
        <source>This card gives the others the least to take.</source>
        <translation>C&apos;est la carte qui laisse le moins à prendre aux autres.</translation>
    </message>
    <message>
        <source>Nothing left unseen makes ten with this card: nobody can take it.</source>
        <translation>Aucune des cartes encore cachées ne fait dix avec celle-ci&#xa0;: personne ne peut la prendre.</translation>
    </message>
    <message>
        <source>Pair a hand card with a table card, lay a card, or take with the turned card.</source>
        <translation>Associez une carte de votre main à une carte de la table, posez une carte, ou prenez avec la carte retournée.</translation>
    </message>
    <message>
        <source>The turned {card} does not make ten with that table card.</source>
        <translation>La carte retournée ({card}) ne fait pas dix avec cette carte de la table.</translation>
    </message>
    <message>
        <source>You take with the turned card only when it pairs with several table cards.</source>
        <translation>Vous ne prenez avec la carte retournée que lorsqu&apos;elle peut s&apos;apparier avec plusieurs cartes de la table.</translation>
    </message>
    <message>
        <source>No card of yours makes ten with a table card: lay a card.</source>
        <translation>Aucune de vos cartes ne fait dix avec une carte de la table&#xa0;: posez une carte.</translation>
    </message>
    <message>
        <source>Choose first the table card the turned {card} takes.</source>
        <translation>Choisissez d&apos;abord la carte de la table que prend la carte retournée ({card}).</translation>
    </message>
    <message>
        <source>That card is not on the table.</source>
        <translation>Cette carte n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <source>A pair is one card of your hand and one card of the table.</source>
        <translation>Une paire, c&apos;est une carte de votre main et une carte de la table.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Vous n&apos;avez pas cette carte.</translation>
    </message>
    <message>
        <source>That card does not make ten with that table card.</source>
        <translation>Cette carte ne fait pas dix avec cette carte de la table.</translation>
    </message>
    <message>
        <source>Lay one card at a time.</source>
        <translation>Posez une carte à la fois.</translation>
    </message>
    <message>
        <source>You can make a pair, so you may not lay a card.</source>
        <translation>Vous pouvez faire une paire, vous ne pouvez donc pas poser de carte.</translation>
    </message>
    <message>
        <source>Followed round the table, this move leaves you the most points against the others.</source>
        <translation>Suivi tout autour de la table, ce coup vous laisse le plus de points face aux autres.</translation>
    </message>
    <message>
        <source>Chinese Ten</source>
        <translation>Dix chinois</translation>
    </message>
    <message>
        <source>Pair a card of your hand with a card of the table to make ten, then turn the top card of the stock: only the red cards you take score.</source>
        <translation>Associez une carte de votre main à une carte de la table pour faire dix, puis retournez la carte du dessus de la pioche&#xa0;: seules les cartes rouges que vous prenez comptent.</translation>
    </message>
    <message>
        <source>Deals each</source>
        <translation>Donnes par joueur</translation>
    </message>
    <message>
        <source>Against the tie score: each deal you win or lose the difference between your points and the tie score (105, 80 or 70). Plain differences: you win the difference with each other player.</source>
        <translation>Contre le score d&apos;égalité&#xa0;: à chaque donne, vous gagnez ou perdez l&apos;écart entre vos points et le score d&apos;égalité (105, 80 ou 70). Différences simples&#xa0;: vous gagnez l&apos;écart avec chacun des autres joueurs.</translation>
    </message>
    <message>
        <source>How many times each player deals: the match is that many deals for each player.</source>
        <translation>Combien de fois chaque joueur donne&#xa0;: la partie compte autant de donnes pour chaque joueur.</translation>
    </message>
    <message>
        <source>Against the tie score</source>
        <translation>Contre le score d&apos;égalité</translation>
    </message>
    <message>
        <source>Plain differences</source>
        <translation>Différences simples</translation>
    </message>
    <message numerus="yes">
        <source>You took {n} points.</source>
        <extracomment>English singular: You took {n} point.</extracomment>
        <translation>
            <numerusform>Vous avez pris {n} point.</numerusform>
            <numerusform>Vous avez pris {n} points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} points.</source>
        <extracomment>English singular: {seat} took {n} point.</extracomment>
        <translation>
            <numerusform>{seat} a pris {n} point.</numerusform>
            <numerusform>{seat} a pris {n} points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value. They add up to {total}.</source>
        <translation>Les points pris par chaque joueur&#xa0;: 10 par carte rouge du neuf au roi, 20 par as rouge, leur valeur pour les autres cartes rouges. Ils totalisent {total}.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Basic strategy for this hand against the dealer&apos;s card.</source>
        <translation>La stratégie de base pour cette main contre la carte visible du croupier.</translation>
    </message>
    <message>
        <source>The best play for this hand with the cards left in the shoe.</source>
        <translation>Le meilleur jeu pour cette main, vu les cartes qui restent dans le sabot.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>tirer</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>rester</translation>
    </message>
    <message>
        <source>double if allowed, else hit</source>
        <translation>doubler si c&apos;est permis, sinon tirer</translation>
    </message>
    <message>
        <source>double if allowed, else stand</source>
        <translation>doubler si c&apos;est permis, sinon rester</translation>
    </message>
    <message>
        <source>split</source>
        <translation>séparer</translation>
    </message>
    <message>
        <source>surrender if allowed, else hit</source>
        <translation>abandonner si c&apos;est permis, sinon tirer</translation>
    </message>
    <message>
        <source>surrender if allowed, else stand</source>
        <translation>abandonner si c&apos;est permis, sinon rester</translation>
    </message>
    <message>
        <source>surrender if allowed, else split</source>
        <translation>abandonner si c&apos;est permis, sinon séparer</translation>
    </message>
    <message>
        <source>double</source>
        <translation>doubler</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>abandonner</translation>
    </message>
    <message>
        <source>insure</source>
        <translation>prendre l&apos;assurance</translation>
    </message>
    <message>
        <source>decline insurance</source>
        <translation>refuser l&apos;assurance</translation>
    </message>
    <message>
        <source>Basic strategy: {action}.</source>
        <translation>Stratégie de base&#xa0;: {action}.</translation>
    </message>
    <message>
        <source>Bets {amount}, its steady stake.</source>
        <translation>Mise {amount}, comme à chaque tour.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the house by about {percent}%.</source>
        <translation>Mise {amount}&#xa0;: les cartes restantes favorisent la banque d&apos;environ {percent}&#xa0;%.</translation>
    </message>
    <message>
        <source>Sits this round out: not enough chips for the minimum.</source>
        <translation>Ne joue pas ce tour&#xa0;: pas assez de jetons pour la mise minimale.</translation>
    </message>
    <message>
        <source>Bets {amount}: the cards left favour the player by about {percent}%.</source>
        <translation>Mise {amount}&#xa0;: les cartes restantes favorisent le joueur d&apos;environ {percent}&#xa0;%.</translation>
    </message>
    <message>
        <source>Declines insurance: it is usually a poor percentage bet.</source>
        <translation>Refuse l&apos;assurance&#xa0;: c&apos;est en général un pari peu rentable.</translation>
    </message>
    <message>
        <source>Insures: the dealer shows an ace.</source>
        <translation>Prend l&apos;assurance&#xa0;: le croupier montre un as.</translation>
    </message>
    <message>
        <source>Surrenders: half the bet is lost, not all of it.</source>
        <translation>Abandonne&#xa0;: seule la moitié de la mise est perdue, pas la totalité.</translation>
    </message>
    <message>
        <source>Splits the pair: aces and eights are always split.</source>
        <translation>Sépare la paire&#xa0;: les as et les huit se séparent toujours.</translation>
    </message>
    <message>
        <source>Doubles on {points}: the best time to double is with 11 or 10.</source>
        <translation>Double sur {points}&#xa0;: le meilleur moment pour doubler, c&apos;est avec 11 ou 10.</translation>
    </message>
    <message>
        <source>Stands on {points}, as the dealer must on 17 or more.</source>
        <translation>Reste sur {points}, comme le croupier doit le faire à 17 ou plus.</translation>
    </message>
    <message>
        <source>Hits {points}: the dealer shows {up} and will likely make 17 or more.</source>
        <translation>Tire sur {points}&#xa0;: le croupier montre {up} et fera probablement 17 ou plus.</translation>
    </message>
    <message>
        <source>Stands on {points}.</source>
        <translation>Reste sur {points}.</translation>
    </message>
    <message>
        <source>Hits {points}, as the dealer must below 17.</source>
        <translation>Tire sur {points}, comme le croupier doit le faire sous 17.</translation>
    </message>
    <message>
        <source>Hits soft {points}: the ace can still count 1.</source>
        <translation>Tire sur un {points} souple&#xa0;: l&apos;as peut encore compter 1.</translation>
    </message>
    <message>
        <source>Hits {points}: no card can bust it.</source>
        <translation>Tire sur {points}&#xa0;: aucune carte ne peut faire sauter la main.</translation>
    </message>
    <message>
        <source>Stands on soft {points}.</source>
        <translation>Reste sur un {points} souple.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer would have to beat it.</source>
        <translation>Reste sur {points}&#xa0;: le croupier devra faire mieux.</translation>
    </message>
    <message>
        <source>Stands on {points}: the dealer shows {up} and may well bust.</source>
        <translation>Reste sur {points}&#xa0;: le croupier montre {up} et pourrait bien sauter.</translation>
    </message>
    <message>
        <source>Boxes you play</source>
        <translation>Cases que vous jouez</translation>
    </message>
    <message>
        <source>Decks in the shoe</source>
        <translation>Jeux dans le sabot</translation>
    </message>
    <message>
        <source>Cut card at (% of the shoe)</source>
        <translation>Carte de coupe à (% du sabot)</translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation>Le croupier tire sur 17 souple</translation>
    </message>
    <message>
        <source>Hole card</source>
        <translation>Carte fermée</translation>
    </message>
    <message>
        <source>Double on</source>
        <translation>Doubler sur</translation>
    </message>
    <message>
        <source>Double after a split</source>
        <translation>Doubler après une séparation</translation>
    </message>
    <message>
        <source>Hands from splits, at most</source>
        <translation>Mains issues de séparations, au plus</translation>
    </message>
    <message>
        <source>Split any two ten-value cards</source>
        <translation>Séparer deux cartes de valeur dix quelconques</translation>
    </message>
    <message>
        <source>Split aces again</source>
        <translation>Reséparer les as</translation>
    </message>
    <message>
        <source>Late surrender</source>
        <translation>Abandon tardif</translation>
    </message>
    <message>
        <source>Blackjack pays</source>
        <translation>Le blackjack paie</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats yours</source>
        <translation>Le blackjack du croupier bat le vôtre</translation>
    </message>
    <message>
        <source>Smallest bet</source>
        <translation>Mise minimale</translation>
    </message>
    <message>
        <source>Largest bet</source>
        <translation>Mise maximale</translation>
    </message>
    <message>
        <source>Your chips</source>
        <translation>Vos jetons</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>European Blackjack</source>
        <translation>Blackjack européen</translation>
    </message>
    <message>
        <source>No hole card: the dealer&apos;s second card comes after the players; doubles on 9, 10 or 11; one split.</source>
        <translation>Pas de carte fermée&#xa0;: la deuxième carte du croupier n&apos;est donnée qu&apos;après le jeu des joueurs&#xa0;; on double sur 9, 10 ou 11&#xa0;; une seule séparation.</translation>
    </message>
    <message>
        <source>Single-deck Blackjack</source>
        <translation>Blackjack à un jeu</translation>
    </message>
    <message>
        <source>One deck, blackjack pays 6 to 5, and the dealer hits soft 17.</source>
        <translation>Un seul jeu, le blackjack payé 6 contre 5, et le croupier tire sur 17 souple.</translation>
    </message>
    <message>
        <source>How many boxes you bet on and play each round; every other player plays one.</source>
        <translation>Le nombre de cases sur lesquelles vous misez et que vous jouez à chaque tour&#xa0;; les autres joueurs en jouent une chacun.</translation>
    </message>
    <message>
        <source>When the cut card comes out, the round is finished and the shoe is shuffled.</source>
        <translation>Quand la carte de coupe sort, le tour est joué jusqu&apos;au bout, puis le sabot est mélangé.</translation>
    </message>
    <message>
        <source>2 means a pair may be split once, not again.</source>
        <translation>2 permet de séparer une paire une fois, pas davantage.</translation>
    </message>
    <message>
        <source>Give up half your bet instead of playing the hand, after the dealer has checked for blackjack.</source>
        <translation>Renoncer à la moitié de votre mise au lieu de jouer la main, après que le croupier a vérifié s&apos;il a un blackjack.</translation>
    </message>
    <message>
        <source>The chips every player starts the match with.</source>
        <translation>Les jetons avec lesquels chaque joueur commence la partie.</translation>
    </message>
    <message>
        <source>Hole card, peeked for blackjack</source>
        <translation>Carte fermée, vérifiée pour le blackjack</translation>
    </message>
    <message>
        <source>No hole card (European)</source>
        <translation>Pas de carte fermée (européen)</translation>
    </message>
    <message>
        <source>Any two cards</source>
        <translation>Deux cartes quelconques</translation>
    </message>
    <message>
        <source>9, 10 or 11</source>
        <translation>9, 10 ou 11</translation>
    </message>
    <message>
        <source>10 or 11</source>
        <translation>10 ou 11</translation>
    </message>
    <message>
        <source>3 to 2</source>
        <translation>3 contre 2</translation>
    </message>
    <message>
        <source>6 to 5</source>
        <translation>6 contre 5</translation>
    </message>
    <message>
        <source>Bets are from {low} to {high}, in steps of {step}.</source>
        <translation>Les mises vont de {low} à {high}, par pas de {step}.</translation>
    </message>
    <message>
        <source>{move} is not a move of blackjack now.</source>
        <translation>Le coup {move} n&apos;est pas possible au blackjack en ce moment.</translation>
    </message>
    <message>
        <source>Insure or decline: the dealer shows an ace.</source>
        <translation>Prenez l&apos;assurance ou refusez-la&#xa0;: le croupier montre un as.</translation>
    </message>
    <message>
        <source>Bets are placed before the cards are dealt.</source>
        <translation>Les mises se font avant la distribution des cartes.</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer shows an ace.</source>
        <translation>L&apos;assurance n&apos;est proposée que lorsque le croupier montre un as.</translation>
    </message>
    <message>
        <source>Place your bet first.</source>
        <translation>Placez d&apos;abord votre mise.</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: you sit this round out.</source>
        <translation>Vous n&apos;avez pas de quoi couvrir la mise minimale de la table&#xa0;: vous ne jouez pas ce tour.</translation>
    </message>
    <message>
        <source>You have only {chips} chips.</source>
        <translation>Vous n&apos;avez que {chips} jetons.</translation>
    </message>
    <message>
        <source>You may surrender only as your first decision, before any split.</source>
        <translation>Vous ne pouvez abandonner qu&apos;à votre première décision, avant toute séparation.</translation>
    </message>
    <message>
        <source>You do not have the chips to insure.</source>
        <translation>Vous n&apos;avez pas les jetons pour vous assurer.</translation>
    </message>
    <message>
        <source>Split aces take one card each.</source>
        <translation>Les as séparés reçoivent une carte chacun.</translation>
    </message>
    <message>
        <source>No card is left to deal.</source>
        <translation>Il ne reste aucune carte à distribuer.</translation>
    </message>
    <message>
        <source>You may double only on your first two cards.</source>
        <translation>Vous ne pouvez doubler que sur vos deux premières cartes.</translation>
    </message>
    <message>
        <source>This table does not allow doubling after a split.</source>
        <translation>Cette table ne permet pas de doubler après une séparation.</translation>
    </message>
    <message>
        <source>You may double only on 9, 10 or 11.</source>
        <translation>Vous ne pouvez doubler que sur 9, 10 ou 11.</translation>
    </message>
    <message>
        <source>You do not have the chips to double.</source>
        <translation>Vous n&apos;avez pas les jetons pour doubler.</translation>
    </message>
    <message>
        <source>Only a pair can be split.</source>
        <translation>Seule une paire peut être séparée.</translation>
    </message>
    <message numerus="yes">
        <source>A box plays at most {n} hands.</source>
        <extracomment>English singular: A box plays at most {n} hand.</extracomment>
        <translation>
            <numerusform>Une case joue au plus {n} main.</numerusform>
            <numerusform>Une case joue au plus {n} mains.</numerusform>
        </translation>
    </message>
    <message>
        <source>This table does not allow splitting aces again.</source>
        <translation>Cette table ne permet pas de reséparer les as.</translation>
    </message>
    <message>
        <source>You do not have the chips to split.</source>
        <translation>Vous n&apos;avez pas les jetons pour séparer.</translation>
    </message>
    <message>
        <source>This table does not allow surrender.</source>
        <translation>Cette table ne permet pas l&apos;abandon.</translation>
    </message>
    <message>
        <source>You may double only on 10 or 11.</source>
        <translation>Vous ne pouvez doubler que sur 10 ou 11.</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Casino 21 against the dealer: come nearer to 21 than the dealer&apos;s hand without going over; hit, stand, double, split and insure.</source>
        <translation>Le 21 des casinos, contre le croupier&#xa0;: approchez-vous de 21 plus que la main du croupier sans le dépasser&#xa0;; tirez, restez, doublez, séparez et assurez-vous.</translation>
    </message>
    <message>
        <source>You broke even.</source>
        <translation>Vous n&apos;avez ni gagné ni perdu.</translation>
    </message>
    <message>
        <source>{seat} broke even.</source>
        <translation>{seat} n&apos;a ni gagné ni perdu.</translation>
    </message>
    <message numerus="yes">
        <source>You won {n} chips.</source>
        <extracomment>English singular: You won {n} chip.</extracomment>
        <translation>
            <numerusform>Vous avez gagné {n} jeton.</numerusform>
            <numerusform>Vous avez gagné {n} jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} won {n} chips.</source>
        <extracomment>English singular: {seat} won {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} a gagné {n} jeton.</numerusform>
            <numerusform>{seat} a gagné {n} jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lost {n} chips.</source>
        <extracomment>English singular: You lost {n} chip.</extracomment>
        <translation>
            <numerusform>Vous avez perdu {n} jeton.</numerusform>
            <numerusform>Vous avez perdu {n} jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} lost {n} chips.</source>
        <extracomment>English singular: {seat} lost {n} chip.</extracomment>
        <translation>
            <numerusform>{seat} a perdu {n} jeton.</numerusform>
            <numerusform>{seat} a perdu {n} jetons.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has {most} boxes: with {players} players you may play at most {boxes}.</source>
        <translation>La table compte {most} cases&#xa0;: avec {players} joueurs, vous pouvez en jouer au plus {boxes}.</translation>
    </message>
    <message>
        <source>The table&apos;s limits are multiples of {step}.</source>
        <translation>Les limites de la table sont des multiples de {step}.</translation>
    </message>
    <message>
        <source>The smallest bet is larger than the largest.</source>
        <translation>La mise minimale est supérieure à la mise maximale.</translation>
    </message>
    <message>
        <source>This chart is being worked out and will show here in a moment.</source>
        <translation>Ce tableau est en cours de calcul et s&apos;affichera ici dans un instant.</translation>
    </message>
    <message>
        <source>You bet nothing this round, so cannot have a result of {result}.</source>
        <translation>Vous n&apos;avez rien misé à ce tour et ne pouvez donc pas avoir un résultat de {result}.</translation>
    </message>
    <message>
        <source>{seat} bet nothing this round, so cannot have a result of {result}.</source>
        <translation>{seat} n&apos;a rien misé à ce tour et ne peut donc pas avoir un résultat de {result}.</translation>
    </message>
    <message>
        <source>Your bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>Votre mise ne peut pas être {bet}&#xa0;: une mise vaut 0 (hors du tour) ou plus.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet cannot be {bet}: a bet is 0 (sitting out) or more.</source>
        <translation>La mise de {seat} ne peut pas être {bet}&#xa0;: une mise vaut 0 (hors du tour) ou plus.</translation>
    </message>
    <message>
        <source>Your bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>Votre mise de {bet} n&apos;est pas un multiple de 10&#xa0;: on mise par jetons de 10.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is not a multiple of 10: bets are made in chips of 10.</source>
        <translation>La mise de {seat} ({bet}) n&apos;est pas un multiple de 10&#xa0;: on mise par jetons de 10.</translation>
    </message>
    <message>
        <source>Your bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>Votre mise de {bet} ne peut pas se répartir sur {boxes} cases au plus, de {low} à {high} chacune.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.</source>
        <translation>La mise de {seat} ({bet}) ne peut pas se répartir sur {boxes} cases au plus, de {low} à {high} chacune.</translation>
    </message>
    <message>
        <source>You cannot bet {bet} with {chips} chips.</source>
        <translation>Vous ne pouvez pas miser {bet} avec {chips} jetons.</translation>
    </message>
    <message>
        <source>{seat} cannot bet {bet} with {chips} chips.</source>
        <translation>{seat} ne peut pas miser {bet} avec {chips} jetons.</translation>
    </message>
    <message>
        <source>You bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>Avec une mise de {bet}, vous pouvez gagner au plus {win} et perdre au plus {loss}.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which can win at most {win} and lose at most {loss}.</source>
        <translation>Avec une mise de {bet}, {seat} peut gagner au plus {win} et perdre au plus {loss}.</translation>
    </message>
    <message>
        <source>You bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>Avec une mise de {bet}, vous ne pouvez pas finir à {result}&#xa0;: les résultats possibles les plus proches sont {below} et {above}.</translation>
    </message>
    <message>
        <source>{seat} bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.</source>
        <translation>Avec une mise de {bet}, {seat} ne peut pas finir à {result}&#xa0;: les résultats possibles les plus proches sont {below} et {above}.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Jetons de départ</translation>
    </message>
    <message>
        <source>Boxes a player may play</source>
        <translation>Cases qu&apos;un joueur peut jouer</translation>
    </message>
    <message>
        <source>Your bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>Votre mise de {bet} sort des limites de la table, de {low} à {high}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s bet of {bet} is outside the table&apos;s limits, {low} to {high}.</source>
        <translation>La mise de {seat} ({bet}) sort des limites de la table, de {low} à {high}.</translation>
    </message>
    <message>
        <source>What every player starts with.</source>
        <translation>Ce que chaque joueur a au départ.</translation>
    </message>
    <message>
        <source>With more than one box a player&apos;s bet is the sum of the boxes&apos; bets.</source>
        <translation>Avec plus d&apos;une case, la mise d&apos;un joueur est la somme des mises de ses cases.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>sat this round out</source>
        <translation>n&apos;a pas joué ce tour</translation>
    </message>
    <message>
        <source>Bets {low} to {high}; a blackjack pays {pays}.</source>
        <translation>Mises de {low} à {high}&#xa0;; un blackjack paie {pays}.</translation>
    </message>
    <message>
        <source>the smallest bet, {low}, is above the largest, {high}</source>
        <translation>la mise minimale, {low}, dépasse la mise maximale, {high}</translation>
    </message>
    <message numerus="yes">
        <source>The house has won {n} chips.</source>
        <extracomment>English singular: The house has won {n} chip.</extracomment>
        <translation>
            <numerusform>La banque a gagné {n} jeton.</numerusform>
            <numerusform>La banque a gagné {n} jetons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} rounds to play; the most chips win.</source>
        <extracomment>English singular: {n} round to play; the most chips win.</extracomment>
        <translation>
            <numerusform>{n} tour à jouer&#xa0;; celui qui a le plus de jetons gagne.</numerusform>
            <numerusform>{n} tours à jouer&#xa0;; celui qui a le plus de jetons gagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter your bet as a whole number (0 for sitting the round out).</source>
        <translation>Saisissez votre mise en nombre entier (0 pour ne pas jouer le tour).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s bet as a whole number (0 for sitting the round out).</source>
        <translation>Saisissez la mise de {seat} en nombre entier (0 pour ne pas jouer le tour).</translation>
    </message>
    <message>
        <source>Enter your result as a whole number of chips (negative for a loss).</source>
        <translation>Saisissez votre résultat en nombre entier de jetons (négatif pour une perte).</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s result as a whole number of chips (negative for a loss).</source>
        <translation>Saisissez le résultat de {seat} en nombre entier de jetons (négatif pour une perte).</translation>
    </message>
    <message>
        <source>The chips each player won (positive) or lost (negative) in the round, insurance, doubles and splits included.</source>
        <translation>Les jetons que chaque joueur a gagnés (positif) ou perdus (négatif) pendant le tour, assurance, doubles et séparations compris.</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Banque</translation>
    </message>
    <message numerus="yes">
        <source>The house has lost {n} chips.</source>
        <extracomment>English singular: The house has lost {n} chip.</extracomment>
        <translation>
            <numerusform>La banque a perdu {n} jeton.</numerusform>
            <numerusform>La banque a perdu {n} jetons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s first bet, {low} to {high} in chips of 10; 0 for a player who sat the round out.</source>
        <translation>La première mise de chaque joueur, de {low} à {high} par jetons de 10&#xa0;; 0 pour un joueur qui n&apos;a pas joué le tour.</translation>
    </message>
    <message>
        <source>What the round brought the house; {total} since the first round.</source>
        <translation>Ce que le tour a rapporté à la banque&#xa0;; {total} depuis le premier tour.</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Hit or stand? You have {points}.</source>
        <translation>Tirer ou rester&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Le tour est terminé.</translation>
    </message>
    <message>
        <source>Place your bet: {low} to {high}.</source>
        <translation>Placez votre mise&#xa0;: de {low} à {high}.</translation>
    </message>
    <message>
        <source>The dealer shows an ace: insure or decline?</source>
        <translation>Le croupier montre un as&#xa0;: prendre l&apos;assurance ou la refuser&#xa0;?</translation>
    </message>
    <message>
        <source>Hit, stand, double, split or surrender? You have {points}.</source>
        <translation>Tirer, rester, doubler, séparer ou abandonner&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or surrender? You have {points}.</source>
        <translation>Tirer, rester, doubler ou abandonner&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, split or surrender? You have {points}.</source>
        <translation>Tirer, rester, séparer ou abandonner&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or surrender? You have {points}.</source>
        <translation>Tirer, rester ou abandonner&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Hit, stand, double or split? You have {points}.</source>
        <translation>Tirer, rester, doubler ou séparer&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or double? You have {points}.</source>
        <translation>Tirer, rester ou doubler&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Split the aces again, or stand? You have {points}.</source>
        <translation>Reséparer les as, ou rester&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Hit, stand or split? You have {points}.</source>
        <translation>Tirer, rester ou séparer&#xa0;? Vous avez {points}.</translation>
    </message>
    <message>
        <source>Dealer&apos;s hand</source>
        <translation>Main du croupier</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Sabot</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>You do not have the chips for the table&apos;s minimum: bet 0 to sit out.</source>
        <translation>Vous n&apos;avez pas de quoi couvrir la mise minimale de la table&#xa0;: misez 0 pour ne pas jouer ce tour.</translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards; the cut card is out: a new shoe next round.</source>
        <extracomment>English singular: Shoe: {n} card; the cut card is out: a new shoe next round.</extracomment>
        <translation>
            <numerusform>Sabot&#xa0;: {n} carte&#xa0;; la carte de coupe est sortie&#xa0;: nouveau sabot au prochain tour.</numerusform>
            <numerusform>Sabot&#xa0;: {n} cartes&#xa0;; la carte de coupe est sortie&#xa0;: nouveau sabot au prochain tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shoe: {n} cards, {cut} to the cut card.</source>
        <extracomment>English singular: Shoe: {n} card, {cut} to the cut card.</extracomment>
        <translation>
            <numerusform>Sabot&#xa0;: {n} carte, {cut} avant la carte de coupe.</numerusform>
            <numerusform>Sabot&#xa0;: {n} cartes, {cut} avant la carte de coupe.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer busts with {points}.</source>
        <translation>Le croupier saute avec {points}.</translation>
    </message>
    <message>
        <source>The dealer shows {points}.</source>
        <translation>Le croupier montre {points}.</translation>
    </message>
    <message>
        <source>Chips over the rounds</source>
        <translation>Jetons au fil des tours</translation>
    </message>
    <message>
        <source>No rounds yet: each player&apos;s chips are drawn here after every round.</source>
        <translation>Aucun tour pour l&apos;instant&#xa0;: les jetons de chaque joueur s&apos;afficheront ici après chaque tour.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} chips</source>
        <extracomment>English singular: {name}: {n} chip</extracomment>
        <translation>
            <numerusform>{name}&#xa0;: {n} jeton</numerusform>
            <numerusform>{name}&#xa0;: {n} jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>A result is the sum of the differences with each other player: {players} times the points less {tie}.</source>
        <translation>Un résultat est la somme des écarts avec chacun des autres joueurs&#xa0;: {players} fois l&apos;écart entre les points et {tie}.</translation>
    </message>
    <message>
        <source>A result is the points less the tie score, {tie}.</source>
        <translation>Un résultat est égal aux points moins le score d&apos;égalité, {tie}.</translation>
    </message>
    <message numerus="yes">
        <source>A match of {deals} deals: {n} deals to play; the highest total wins.</source>
        <extracomment>English singular: A match of {deals} deals: {n} deal to play; the highest total wins.</extracomment>
        <translation>
            <numerusform>Une partie en {deals} donnes&#xa0;: encore {n} donne à jouer&#xa0;; le plus haut total gagne.</numerusform>
            <numerusform>Une partie en {deals} donnes&#xa0;: encore {n} donnes à jouer&#xa0;; le plus haut total gagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30 and the ace of clubs 40. They add up to {total}.</source>
        <translation>Les points pris par chaque joueur&#xa0;: 10 par carte rouge du neuf au roi, 20 par as rouge, leur valeur pour les autres cartes rouges, 30 pour l&apos;as de pique et 40 pour l&apos;as de trèfle. Ils totalisent {total}.</translation>
    </message>
    <message>
        <source>The points each player took: red nines to kings 10, red aces 20, other red cards their value, the ace of spades 30. They add up to {total}.</source>
        <translation>Les points pris par chaque joueur&#xa0;: 10 par carte rouge du neuf au roi, 20 par as rouge, leur valeur pour les autres cartes rouges, 30 pour l&apos;as de pique. Ils totalisent {total}.</translation>
    </message>
    <message>
        <source>The points add up to {sum}, but with {players} players the cards are worth {total}: every card is taken by the end of a deal.</source>
        <translation>Les points totalisent {sum}, mais à {players} joueurs les cartes valent {total}&#xa0;: toutes les cartes sont prises à la fin d&apos;une donne.</translation>
    </message>
    <message>
        <source>Enter the points you took as a whole number.</source>
        <translation>Saisissez les points que vous avez pris en nombre entier.</translation>
    </message>
    <message>
        <source>Enter the points {seat} took as a whole number.</source>
        <translation>Saisissez les points pris par {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>Enter the points you took.</source>
        <translation>Saisissez les points que vous avez pris.</translation>
    </message>
    <message>
        <source>You cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>Vous ne pouvez pas avoir pris {points} points&#xa0;: à {players} joueurs, une donne en contient de 0 à {total}.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {points} points: with {players} players a deal holds 0 to {total}.</source>
        <translation>{seat} ne peut pas avoir pris {points} points&#xa0;: à {players} joueurs, une donne en contient de 0 à {total}.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the highest total.</source>
        <extracomment>English singular: The win is shared: {n} player has the highest total.</extracomment>
        <translation>
            <numerusform>La victoire est partagée&#xa0;: {n} joueur a le plus haut total.</numerusform>
            <numerusform>La victoire est partagée&#xa0;: {n} joueurs ont le plus haut total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: You cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>Vous ne pouvez pas avoir pris exactement {n} point&#xa0;: aucune combinaison de cartes qui comptent ne donne ce total.</numerusform>
            <numerusform>Vous ne pouvez pas avoir pris exactement {n} points&#xa0;: aucune combinaison de cartes qui comptent ne donne ce total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} cannot have taken exactly {n} points: no cards that score add up to that.</source>
        <extracomment>English singular: {seat} cannot have taken exactly {n} point: no cards that score add up to that.</extracomment>
        <translation>
            <numerusform>{seat} ne peut pas avoir pris exactement {n} point&#xa0;: aucune combinaison de cartes qui comptent ne donne ce total.</numerusform>
            <numerusform>{seat} ne peut pas avoir pris exactement {n} points&#xa0;: aucune combinaison de cartes qui comptent ne donne ce total.</numerusform>
        </translation>
    </message>
    <message>
        <source>No pair: lay a card on the table.</source>
        <translation>Aucune paire&#xa0;: posez une carte sur la table.</translation>
    </message>
    <message numerus="yes">
        <source>The turned {card} pairs with {n} table cards: choose one.</source>
        <extracomment>English singular: The turned {card} pairs with {n} table card: choose one.</extracomment>
        <translation>
            <numerusform>La carte retournée ({card}) s&apos;apparie avec {n} carte de la table&#xa0;: choisissez-en une.</numerusform>
            <numerusform>La carte retournée ({card}) s&apos;apparie avec {n} cartes de la table&#xa0;: choisissez-en une.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair a card of your hand with a table card to make ten.</source>
        <translation>Associez une carte de votre main à une carte de la table pour faire dix.</translation>
    </message>
    <message numerus="yes">
        <source>Points still out: {n}</source>
        <extracomment>English singular: Points still out: {n}</extracomment>
        <translation>
            <numerusform>Points encore en jeu&#xa0;: {n}</numerusform>
            <numerusform>Points encore en jeu&#xa0;: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Carte retournée</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Prises</translation>
    </message>
    <message numerus="yes">
        <source>{n} points</source>
        <extracomment>English singular: {n} point</extracomment>
        <translation>
            <numerusform>{n} point</numerusform>
            <numerusform>{n} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cards owed to the trump row</source>
        <extracomment>English singular: {n} card owed to the trump row</extracomment>
        <translation>
            <numerusform>{n} carte due à la rangée d&apos;atout</numerusform>
            <numerusform>{n} cartes dues à la rangée d&apos;atout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next draw: {n} cards</source>
        <extracomment>English singular: Next draw: {n} card</extracomment>
        <translation>
            <numerusform>Prochaine pioche&#xa0;: {n} carte</numerusform>
            <numerusform>Prochaine pioche&#xa0;: {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>Cartes retournées</translation>
    </message>
    <message>
        <source>Nobody is known to hold your ranks: ask for the {rank}.</source>
        <translation>On ne sait pas qui a vos valeurs&#xa0;: demandez cette valeur ({rank}).</translation>
    </message>
    <message>
        <source>{seat} was given the {card}: ask for it.</source>
        <translation>{seat} a reçu cette carte ({card})&#xa0;: demandez-la.</translation>
    </message>
    <message>
        <source>{seat} is known to hold a {rank}: ask for it.</source>
        <translation>On sait que {seat} a une carte de cette valeur ({rank})&#xa0;: demandez-la.</translation>
    </message>
    <message>
        <source>Ask {seat} for the rank you hold most of ({rank}): nobody knows {seat} lacks it.</source>
        <translation>Demandez à {seat} la valeur dont vous avez le plus de cartes ({rank})&#xa0;: rien n&apos;indique que {seat} n&apos;en a pas.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw from the stock.</source>
        <translation>Votre main est vide&#xa0;: piochez.</translation>
    </message>
    <message>
        <source>You draw only when your hand is empty: ask a player.</source>
        <translation>Vous ne piochez que lorsque votre main est vide&#xa0;: faites une demande à un joueur.</translation>
    </message>
    <message>
        <source>Ask a player for a card: that is the only move.</source>
        <translation>Demandez une carte à un joueur&#xa0;: c&apos;est le seul coup possible.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw a card from the stock.</source>
        <translation>Votre main est vide&#xa0;: prenez une carte dans la pioche.</translation>
    </message>
    <message>
        <source>In this game you ask for a specific card, not a rank.</source>
        <translation>Dans cette partie, vous demandez une carte précise, pas une valeur.</translation>
    </message>
    <message>
        <source>In this game you ask for a rank, not a specific card.</source>
        <translation>Dans cette partie, vous demandez une valeur, pas une carte précise.</translation>
    </message>
    <message>
        <source>There is no such player to ask.</source>
        <translation>Ce joueur n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Nobody can ask themself.</source>
        <translation>Personne ne peut se faire une demande à soi-même.</translation>
    </message>
    <message>
        <source>{seat} has no cards to ask for.</source>
        <translation>{seat} n&apos;a pas de cartes&#xa0;: impossible de lui en demander.</translation>
    </message>
    <message>
        <source>You must hold a card of the rank you ask for.</source>
        <translation>Vous devez avoir une carte de la valeur que vous demandez.</translation>
    </message>
    <message>
        <source>You hold that card already: ask for one you do not hold.</source>
        <translation>Vous avez déjà cette carte&#xa0;: demandez-en une que vous n&apos;avez pas.</translation>
    </message>
    <message>
        <source>You draw only when told to go fish.</source>
        <translation>Vous ne piochez que lorsqu&apos;on vous envoie à la pêche.</translation>
    </message>
    <message>
        <source>From what was said, {seat} holds a {rank} {percent}% of the time: the best chance to ask again.</source>
        <translation>D&apos;après ce qui a été dit, {seat} a une carte de cette valeur ({rank}) {percent} % du temps : la meilleure chance de redemander.</translation>
    </message>
    <message>
        <source>Go Fish</source>
        <translation>Va à la pêche</translation>
    </message>
    <message>
        <source>Ask the other players for the ranks you hold and fish from the stock when they have none: the most books of four wins.</source>
        <translation>Demandez aux autres joueurs les valeurs que vous avez et pêchez dans la pioche quand ils n&apos;en ont pas&#xa0;: le plus de carrés gagne.</translation>
    </message>
    <message>
        <source>Asking</source>
        <translation>Demande</translation>
    </message>
    <message>
        <source>May ask for a card you hold</source>
        <translation>On peut demander une carte qu&apos;on a</translation>
    </message>
    <message>
        <source>Go on until all thirteen books are made</source>
        <translation>Continuer jusqu&apos;à ce que les treize carrés soient faits</translation>
    </message>
    <message>
        <source>Stock to fish from</source>
        <translation>Une pioche où pêcher</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Authors</translation>
    </message>
    <message>
        <source>Go Fish without the stock: all the cards are dealt, a miss passes the turn to the player asked, and play goes on until all the books are made.</source>
        <translation>Va à la pêche sans pioche&#xa0;: toutes les cartes sont distribuées, un échec fait passer le tour au joueur interrogé, et le jeu continue jusqu&apos;à ce que tous les carrés soient faits.</translation>
    </message>
    <message>
        <source>&quot;Some people play that rather than asking for a rank, you must ask for a specific card. You must already hold at least one card of that rank.&quot;</source>
        <translation>«&#xa0;Certains jouent qu&apos;au lieu de demander une valeur, il faut demander une carte précise. Il faut déjà avoir au moins une carte de cette valeur.&#xa0;»</translation>
    </message>
    <message>
        <source>When asking for specific cards: whether you may ask for a card you already hold, to mislead the others (you will have to fish and your turn will end).</source>
        <translation>Avec les cartes précises&#xa0;: si vous pouvez demander une carte que vous avez déjà, pour tromper les autres (vous devrez alors aller à la pêche et votre tour prendra fin).</translation>
    </message>
    <message>
        <source>&quot;When the stock runs out, you carry on playing until all the cards have been made into books.&quot; A player whose hand is empty draws from the stock when the turn comes.</source>
        <translation>«&#xa0;Quand la pioche est épuisée, on continue à jouer jusqu&apos;à ce que toutes les cartes forment des carrés.&#xa0;» Un joueur dont la main est vide pioche quand vient son tour.</translation>
    </message>
    <message>
        <source>Five cards each (seven each for two players) and the rest face down as a stock. Without a stock all the cards are dealt out as equally as possible and a miss passes the turn to the player asked.</source>
        <translation>Cinq cartes chacun (sept chacun à deux joueurs) et le reste face cachée en pioche. Sans pioche, toutes les cartes sont distribuées aussi également que possible et un échec fait passer le tour au joueur interrogé.</translation>
    </message>
    <message>
        <source>One hand, won by the most books; or a series of hands, a point a book, until a player reaches the target.</source>
        <translation>Une seule donne, gagnée par celui qui a le plus de carrés&#xa0;; ou une suite de donnes, un point par carré, jusqu&apos;à ce qu&apos;un joueur atteigne l&apos;objectif.</translation>
    </message>
    <message>
        <source>With a point a book: the score that wins the game.</source>
        <translation>Avec un point par carré&#xa0;: le score qui fait gagner la partie.</translation>
    </message>
    <message>
        <source>Ask for a rank</source>
        <translation>Demander une valeur</translation>
    </message>
    <message>
        <source>Ask for a specific card</source>
        <translation>Demander une carte précise</translation>
    </message>
    <message>
        <source>One hand: most books wins</source>
        <translation>Une donne&#xa0;: le plus de carrés gagne</translation>
    </message>
    <message>
        <source>A point a book, to a target</source>
        <translation>Un point par carré, jusqu&apos;à l&apos;objectif</translation>
    </message>
    <message>
        <source>You made the most books.</source>
        <translation>Vous avez fait le plus de carrés.</translation>
    </message>
    <message>
        <source>{seat} made the most books.</source>
        <translation>{seat} a fait le plus de carrés.</translation>
    </message>
    <message>
        <source>You share the most books.</source>
        <translation>Vous êtes à égalité pour le plus de carrés.</translation>
    </message>
    <message>
        <source>{seat} shares the most books.</source>
        <translation>{seat} est à égalité pour le plus de carrés.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Carrés</translation>
    </message>
    <message>
        <source>How many books each player made: played out (as Authors is), all thirteen are made, so they add up to 13.</source>
        <translation>Le nombre de carrés de chaque joueur&#xa0;: quand on joue jusqu&apos;au bout (comme à Authors), les treize carrés sont faits, leur total est donc 13.</translation>
    </message>
    <message>
        <source>How many books each player made when the hand ended: 13 at most in all.</source>
        <translation>Le nombre de carrés de chaque joueur à la fin de la donne&#xa0;: 13 au plus en tout.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but a pack makes only {books} books.</source>
        <translation>Les carrés totalisent {made}, mais un jeu n&apos;en donne que {books}.</translation>
    </message>
    <message>
        <source>most books, shared</source>
        <translation>le plus de carrés, à égalité</translation>
    </message>
    <message>
        <source>most books</source>
        <translation>le plus de carrés</translation>
    </message>
    <message>
        <source>Hands with the most books (shared ones too): {tally}.</source>
        <translation>Donnes avec le plus de carrés (égalités comprises)&#xa0;: {tally}.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {count} players have the most books, {n} books each.</source>
        <extracomment>English singular: The win is shared: {count} players have the most books, {n} book each.</extracomment>
        <translation>
            <numerusform>La victoire est partagée&#xa0;: {count} joueurs ont le plus de carrés, {n} carré chacun.</numerusform>
            <numerusform>La victoire est partagée&#xa0;: {count} joueurs ont le plus de carrés, {n} carrés chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made as a whole number.</source>
        <translation>Saisissez le nombre de carrés que vous avez faits en nombre entier.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made as a whole number.</source>
        <translation>Saisissez le nombre de carrés faits par {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>The books add up to {made}, but the hand goes on until all {books} books are made.</source>
        <translation>Les carrés totalisent {made}, mais la donne continue jusqu&apos;à ce que les {books} carrés soient faits.</translation>
    </message>
    <message numerus="yes">
        <source>A point a book: the match ends when a player reaches {n} points; the highest total wins.</source>
        <extracomment>English singular: A point a book: the match ends when a player reaches {n} point; the highest total wins.</extracomment>
        <translation>
            <numerusform>Un point par carré&#xa0;: la partie s&apos;arrête quand un joueur atteint {n} point&#xa0;; le plus haut total gagne.</numerusform>
            <numerusform>Un point par carré&#xa0;: la partie s&apos;arrête quand un joueur atteint {n} points&#xa0;; le plus haut total gagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter how many books you made.</source>
        <translation>Saisissez le nombre de carrés que vous avez faits.</translation>
    </message>
    <message>
        <source>Enter how many books {seat} made.</source>
        <translation>Saisissez le nombre de carrés faits par {seat}.</translation>
    </message>
    <message>
        <source>One hand: whoever makes the most books wins.</source>
        <translation>Une seule donne&#xa0;: celui qui fait le plus de carrés gagne.</translation>
    </message>
    <message>
        <source>You cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>Vous ne pouvez pas avoir fait {count} carrés&#xa0;: un joueur fait 0 carré ou plus.</translation>
    </message>
    <message>
        <source>{seat} cannot have made {count} books: a player makes 0 books or more.</source>
        <translation>{seat} ne peut pas avoir fait {count} carrés&#xa0;: un joueur fait 0 carré ou plus.</translation>
    </message>
    <message>
        <source>Ask a player for a rank you hold.</source>
        <translation>Demandez à un joueur une valeur que vous avez.</translation>
    </message>
    <message>
        <source>You have none: the turn passes to you.</source>
        <translation>Vous n&apos;en avez pas&#xa0;: c&apos;est à vous de jouer.</translation>
    </message>
    <message>
        <source>{other} has none: the turn passes to them.</source>
        <translation>{other} n&apos;en a pas&#xa0;: c&apos;est à son tour de jouer.</translation>
    </message>
    <message>
        <source>Ask a player for a card of a rank you hold.</source>
        <translation>Demandez à un joueur une carte d&apos;une valeur que vous avez.</translation>
    </message>
    <message numerus="yes">
        <source>Books made: {n} of 13</source>
        <extracomment>English singular: Books made: {n} of 13</extracomment>
        <translation>
            <numerusform>Carrés faits&#xa0;: {n} sur 13</numerusform>
            <numerusform>Carrés faits&#xa0;: {n} sur 13</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave you {n} cards.</source>
        <extracomment>English singular: {other} gave you {n} card.</extracomment>
        <translation>
            <numerusform>{other} vous a donné {n} carte.</numerusform>
            <numerusform>{other} vous a donné {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gave {seat} {n} cards.</source>
        <extracomment>English singular: You gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>Vous avez donné {n} carte à {seat}.</numerusform>
            <numerusform>Vous avez donné {n} cartes à {seat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other} gave {seat} {n} cards.</source>
        <extracomment>English singular: {other} gave {seat} {n} card.</extracomment>
        <translation>
            <numerusform>{other} a donné {n} carte à {seat}.</numerusform>
            <numerusform>{other} a donné {n} cartes à {seat}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{other} said Go fish! You fished the {card} and ask again.</source>
        <translation>{other} a dit «&#xa0;Va à la pêche&#xa0;!&#xa0;»&#xa0;; vous avez pêché la bonne carte ({card}) et demandez encore.</translation>
    </message>
    <message>
        <source>You said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>Vous avez dit «&#xa0;Va à la pêche&#xa0;!&#xa0;»&#xa0;; {seat} a pêché la bonne carte ({card}) et demande encore.</translation>
    </message>
    <message>
        <source>{other} said Go fish! {seat} fished the {card} and asks again.</source>
        <translation>{other} a dit «&#xa0;Va à la pêche&#xa0;!&#xa0;»&#xa0;; {seat} a pêché la bonne carte ({card}) et demande encore.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to you.</source>
        <translation>{other} vous a dit «&#xa0;Va à la pêche&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>You said Go fish! to {seat}.</source>
        <translation>Vous avez dit «&#xa0;Va à la pêche&#xa0;!&#xa0;» à {seat}.</translation>
    </message>
    <message>
        <source>{other} said Go fish! to {seat}.</source>
        <translation>{other} a dit «&#xa0;Va à la pêche&#xa0;!&#xa0;» à {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>Books: {n}</source>
        <extracomment>English singular: Books: {n}</extracomment>
        <translation>
            <numerusform>Carrés&#xa0;: {n}</numerusform>
            <numerusform>Carrés&#xa0;: {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>You have no clubs: play any card but a heart or the queen of spades.</source>
        <translation>Vous n&apos;avez pas de trèfle&#xa0;: jouez n&apos;importe quelle carte sauf un cœur ou la dame de pique.</translation>
    </message>
    <message>
        <source>You shot the moon: 26 points to every other player.</source>
        <translation>Vous avez fait le grand chelem&#xa0;: 26 points pour chacun des autres joueurs.</translation>
    </message>
    <message>
        <source>You took the queen of spades.</source>
        <translation>Vous avez pris la dame de pique.</translation>
    </message>
    <message>
        <source>{seat} took all 26 points, which is shooting the moon: choose {seat} under “Shot the moon”, or correct the points taken.</source>
        <translation>{seat} a pris les 26 points, c&apos;est-à-dire a fait le grand chelem&#xa0;: choisissez {seat} sous «&#xa0;Grand chelem&#xa0;», ou corrigez les points pris.</translation>
    </message>
    <message>
        <source>You made a bid of {bid}: {points} points.</source>
        <translation>Vous avez réussi votre annonce de {bid}&#xa0;: {points} points.</translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; you deal and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Donne suivante&#xa0;: {n} carte chacun&#xa0;; vous donnez et {other} annonce en premier.</numerusform>
            <numerusform>Donne suivante&#xa0;: {n} cartes chacun&#xa0;; vous donnez et {other} annonce en premier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and you bid first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Donne suivante&#xa0;: {n} carte chacun&#xa0;; {seat} donne et vous annoncez en premier.</numerusform>
            <numerusform>Donne suivante&#xa0;: {n} cartes chacun&#xa0;; {seat} donne et vous annoncez en premier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; you deal and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; you deal and {other} bids first.</extracomment>
        <translation>
            <numerusform>Dernière donne&#xa0;: {n} carte chacun, sans atout&#xa0;; vous donnez et {other} annonce en premier.</numerusform>
            <numerusform>Dernière donne&#xa0;: {n} cartes chacun, sans atout&#xa0;; vous donnez et {other} annonce en premier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and you bid first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and you bid first.</extracomment>
        <translation>
            <numerusform>Dernière donne&#xa0;: {n} carte chacun, sans atout&#xa0;; {seat} donne et vous annoncez en premier.</numerusform>
            <numerusform>Dernière donne&#xa0;: {n} cartes chacun, sans atout&#xa0;; {seat} donne et vous annoncez en premier.</numerusform>
        </translation>
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
        <source>set, {points} for bags</source>
        <translation>chuté, {points} pour les sacs</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Pris</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Sacs</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100).</source>
        <translation>Plis annoncés (1 à {size}), nil (aucun pli&#xa0;: +/-50) ou nil aveugle (annoncé avant de voir les cartes&#xa0;: +/-100).</translation>
    </message>
    <message>
        <source>Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100). The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Plis annoncés (1 à {size}), nil (aucun pli&#xa0;: +/-50) ou nil aveugle (annoncé avant de voir les cartes&#xa0;: +/-100). Le premier partenaire est celui nommé en premier dans la colonne (Anne dans «&#xa0;Anne &amp; Cath&#xa0;»).</translation>
    </message>
    <message>
        <source>{points} for bags</source>
        <translation>{points} pour les sacs</translation>
    </message>
    <message>
        <source>made, {points} for bags</source>
        <translation>réussi, {points} pour les sacs</translation>
    </message>
    <message>
        <source>People usually play Spades to 500 points; the higher total wins if both sides pass it.</source>
        <translation>On joue généralement le Spades en 500 points&#xa0;; si les deux camps les dépassent, le plus haut total gagne.</translation>
    </message>
    <message>
        <source>If you have 10 bags, you get -100 points (and start counting bags again).</source>
        <translation>À 10 sacs, vous perdez 100 points (et recommencez à compter les sacs).</translation>
    </message>
    <message>
        <source>{name} (first partner)</source>
        <translation>{name} (premier partenaire)</translation>
    </message>
    <message>
        <source>{name} (second partner)</source>
        <translation>{name} (second partenaire)</translation>
    </message>
    <message>
        <source>1st partner&apos;s bid</source>
        <translation>Annonce du 1er partenaire</translation>
    </message>
    <message>
        <source>2nd partner&apos;s bid</source>
        <translation>Annonce du 2e partenaire</translation>
    </message>
    <message>
        <source>1st partner&apos;s tricks</source>
        <translation>Plis du 1er partenaire</translation>
    </message>
    <message>
        <source>2nd partner&apos;s tricks</source>
        <translation>Plis du 2e partenaire</translation>
    </message>
    <message>
        <source>The tricks add up to {total}, not {size}: every hand has {size} tricks.</source>
        <translation>Les plis totalisent {total}, et non {size}&#xa0;: chaque donne compte {size} plis.</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>Nil</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Plis faits</translation>
    </message>
    <message>
        <source>Tricks the first partner took. The first partner is the one named first in the column (Anne in &quot;Anne &amp; Cath&quot;).</source>
        <translation>Plis faits par le premier partenaire. Le premier partenaire est celui nommé en premier dans la colonne (Anne dans «&#xa0;Anne &amp; Cath&#xa0;»).</translation>
    </message>
    <message>
        <source>Tricks the second partner took.</source>
        <translation>Plis faits par le second partenaire.</translation>
    </message>
    <message>
        <source>{bags} this hand, {counted} counted</source>
        <translation>{bags} à cette donne, {counted} en cumul</translation>
    </message>
    <message>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>set</source>
        <translation>chuté</translation>
    </message>
    <message>
        <source>Enter {player}&apos;s bid.</source>
        <translation>Saisissez l&apos;annonce de {player}.</translation>
    </message>
    <message>
        <source>Enter the tricks {player} took.</source>
        <translation>Saisissez les plis faits par {player}.</translation>
    </message>
    <message>
        <source>{limit} bags cost 100</source>
        <translation>{limit} sacs coûtent 100</translation>
    </message>
    <message>
        <source>{player}&apos;s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.</source>
        <translation>L&apos;annonce {bid} de {player} n&apos;est pas valable&#xa0;: annoncez de 1 à {most}, nil ou nil aveugle.</translation>
    </message>
    <message>
        <source>{player} took {tricks} tricks: a player takes 0 to {most}.</source>
        <translation>{player} a fait {tricks} plis&#xa0;: un joueur fait de 0 à {most} plis.</translation>
    </message>
    <message>
        <source>nil failed</source>
        <translation>nil chuté</translation>
    </message>
    <message>
        <source>nil made</source>
        <translation>nil réussi</translation>
    </message>
    <message>
        <source>blind nil failed</source>
        <translation>nil aveugle chuté</translation>
    </message>
    <message>
        <source>blind nil made</source>
        <translation>nil aveugle réussi</translation>
    </message>
    <message>
        <source>contract {bid}</source>
        <translation>contrat {bid}</translation>
    </message>
    <message numerus="yes">
        <source>You &amp; {other} made your {bid} with {n} tricks.</source>
        <extracomment>English singular: You &amp; {other} made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{other} et vous avez rempli votre contrat de {bid} avec {n} pli.</numerusform>
            <numerusform>{other} et vous avez rempli votre contrat de {bid} avec {n} plis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; you made your {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; you made your {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} et vous avez rempli votre contrat de {bid} avec {n} pli.</numerusform>
            <numerusform>{seat} et vous avez rempli votre contrat de {bid} avec {n} plis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made {bid} with {n} tricks.</source>
        <extracomment>English singular: You made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>Vous avez rempli votre contrat de {bid} avec {n} pli.</numerusform>
            <numerusform>Vous avez rempli votre contrat de {bid} avec {n} plis.</numerusform>
        </translation>
    </message>
    <message>
        <source>You &amp; {other} reached 10 bags: {points} points.</source>
        <translation>{other} et vous avez atteint 10 sacs&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>{seat} &amp; you reached 10 bags: {points} points.</source>
        <translation>{seat} et vous avez atteint 10 sacs&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>You reached 10 bags: {points} points.</source>
        <translation>Vous avez atteint 10 sacs&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>Your {bid} failed ({took} taken).</source>
        <translation>Vous avez chuté sur votre {bid} (plis pris&#xa0;: {took}).</translation>
    </message>
    <message>
        <source>You made {bid}.</source>
        <translation>Vous avez réussi votre {bid}.</translation>
    </message>
    <message>
        <source>You &amp; {other} were set: bid {bid}, took {took}.</source>
        <translation>{other} et vous avez chuté&#xa0;: annonce {bid}, pris {took}.</translation>
    </message>
    <message>
        <source>{seat} &amp; you were set: bid {bid}, took {took}.</source>
        <translation>{seat} et vous avez chuté&#xa0;: annonce {bid}, pris {took}.</translation>
    </message>
    <message>
        <source>You were set: bid {bid}, took {took}.</source>
        <translation>Vous avez chuté&#xa0;: annonce {bid}, pris {took}.</translation>
    </message>
    <message>
        <source>Play the {card} on top: the next player takes the kitty only about {percent}% of the time.</source>
        <translation>Posez cette carte ({card}) sur le dessus&#xa0;: le joueur suivant ne prendra la cagnotte qu&apos;environ {percent}&#xa0;% du temps.</translation>
    </message>
    <message>
        <source>You cannot play: pass the {card}, the card you need least.</source>
        <translation>Vous ne pouvez pas jouer&#xa0;: passez la carte dont vous avez le moins besoin ({card}).</translation>
    </message>
    <message>
        <source>Take the kitty: it adds {points} points to your collection.</source>
        <translation>Prenez la cagnotte&#xa0;: elle ajoute {points} points à votre tas.</translation>
    </message>
    <message>
        <source>Take the kitty now, while it adds only {points} points.</source>
        <translation>Prenez la cagnotte maintenant, tant qu&apos;elle n&apos;ajoute que {points} points.</translation>
    </message>
    <message>
        <source>Only the last card matters: name the others in the usual order.</source>
        <translation>Seule la dernière carte compte&#xa0;: indiquez les autres dans l&apos;ordre habituel.</translation>
    </message>
    <message>
        <source>Each card of several must be at least the top card (or a two).</source>
        <translation>Dans un coup de plusieurs cartes, chacune doit être supérieure ou égale à la carte du dessus (ou être un deux).</translation>
    </message>
    <message>
        <source>In Statistics you play cards, take the kitty or pass a card.</source>
        <translation>Aux Statistiques, vous jouez des cartes, prenez la cagnotte ou passez une carte.</translation>
    </message>
    <message>
        <source>Name the cards, each once.</source>
        <translation>Indiquez les cartes, chacune une seule fois.</translation>
    </message>
    <message>
        <source>You can play, so you may not pass.</source>
        <translation>Vous pouvez jouer, vous ne pouvez donc pas passer.</translation>
    </message>
    <message>
        <source>An ace always takes the kitty.</source>
        <translation>Un as prend toujours la cagnotte.</translation>
    </message>
    <message>
        <source>A single jack on a lower or equal card of the other suit of its colour takes the kitty.</source>
        <translation>Un valet seul posé sur une carte plus basse ou égale de l&apos;autre couleur de même teinte prend la cagnotte.</translation>
    </message>
    <message>
        <source>Only an ace, a two, a set of eights or a jack on the other suit of its colour takes the kitty.</source>
        <translation>Seuls un as, un deux, plusieurs huit ensemble ou un valet sur l&apos;autre couleur de même teinte prennent la cagnotte.</translation>
    </message>
    <message>
        <source>Name the cards of a take in the usual order.</source>
        <translation>Indiquez les cartes d&apos;une prise dans l&apos;ordre habituel.</translation>
    </message>
    <message>
        <source>On an empty kitty, lead one card or several cards of one rank.</source>
        <translation>Sur une cagnotte vide, entamez d&apos;une seule carte ou de plusieurs cartes de même valeur.</translation>
    </message>
    <message>
        <source>A card must be at least the top card or of its suit.</source>
        <translation>Une carte doit être supérieure ou égale à la carte du dessus, ou de sa couleur.</translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation>Passez exactement une carte.</translation>
    </message>
    <message>
        <source>Eights take the kitty only when it has a top card.</source>
        <translation>Des huit ne prennent la cagnotte que si elle a une carte du dessus.</translation>
    </message>
    <message>
        <source>Play cards to the kitty and take it at the right moment to collect aces, sets and the ten of diamonds, but not the queen of spades; twos are wild. The first to 120 wins.</source>
        <translation>Posez des cartes sur la cagnotte et ramassez-la au bon moment pour réunir des as, des séries et le dix de carreau, mais pas la dame de pique&#xa0;; les deux sont des jokers. Le premier à 120 gagne.</translation>
    </message>
    <message>
        <source>Reverse: the lowest score wins</source>
        <translation>Inversé&#xa0;: le score le plus bas gagne</translation>
    </message>
    <message>
        <source>Reverse Statistics</source>
        <translation>Statistiques à l&apos;envers</translation>
    </message>
    <message>
        <source>Statistics as a negative game: avoid taking points; when a player reaches the target, the lowest total wins.</source>
        <translation>Statistiques en jeu négatif&#xa0;: évitez de prendre des points&#xa0;; quand un joueur atteint l&apos;objectif, le plus bas total gagne.</translation>
    </message>
    <message>
        <source>Statistics played as a negative game: the game still ends at the target, and the lowest total wins.</source>
        <translation>Statistiques en jeu négatif&#xa0;: la partie s&apos;arrête toujours à l&apos;objectif, mais le plus bas total gagne.</translation>
    </message>
    <message>
        <source>The game ends after the round in which a player reaches this total.</source>
        <translation>La partie se termine après la donne au cours de laquelle un joueur atteint ce total.</translation>
    </message>
    <message>
        <source>You scored {points}.</source>
        <translation>Vous avez marqué {points}.</translation>
    </message>
    <message>
        <source>{seat} scored {points}.</source>
        <translation>{seat} a marqué {points}.</translation>
    </message>
    <message>
        <source>Enter how many aces you took as a whole number.</source>
        <translation>Saisissez le nombre d&apos;as que vous avez pris en nombre entier.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took as a whole number.</source>
        <translation>Saisissez le nombre d&apos;as pris par {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>Enter how many aces you took.</source>
        <translation>Saisissez le nombre d&apos;as que vous avez pris.</translation>
    </message>
    <message>
        <source>Enter how many aces {seat} took.</source>
        <translation>Saisissez le nombre d&apos;as pris par {seat}.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>Vous ne pouvez pas avoir pris {count} as&#xa0;: un tas en contient de 0 à 4.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} aces: a collection holds 0 to 4.</source>
        <translation>{seat} ne peut pas avoir pris {count} as&#xa0;: un tas en contient de 0 à 4.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took as a whole number.</source>
        <translation>Saisissez le nombre de valets et de huit que vous avez pris en nombre entier.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took as a whole number.</source>
        <translation>Saisissez le nombre de valets et de huit pris par {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights you took.</source>
        <translation>Saisissez le nombre de valets et de huit que vous avez pris.</translation>
    </message>
    <message>
        <source>Enter how many jacks and eights {seat} took.</source>
        <translation>Saisissez le nombre de valets et de huit pris par {seat}.</translation>
    </message>
    <message>
        <source>You cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>Vous ne pouvez pas avoir pris {count} valets et huit&#xa0;: un tas en contient de 0 à 8.</translation>
    </message>
    <message>
        <source>{seat} cannot have taken {count} jacks and eights: a collection holds 0 to 8.</source>
        <translation>{seat} ne peut pas avoir pris {count} valets et huit&#xa0;: un tas en contient de 0 à 8.</translation>
    </message>
    <message>
        <source>Enter your set points as a whole number.</source>
        <translation>Saisissez vos points de séries en nombre entier.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points as a whole number.</source>
        <translation>Saisissez les points de séries de {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>Enter your set points.</source>
        <translation>Saisissez vos points de séries.</translation>
    </message>
    <message>
        <source>Enter {seat}&apos;s set points.</source>
        <translation>Saisissez les points de séries de {seat}.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>Vos points de séries ne peuvent pas valoir {points}&#xa0;: les séries d&apos;un tas valent de 0 à {most}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}: a collection&apos;s sets make 0 to {most}.</source>
        <translation>Les points de séries de {seat} ne peuvent pas valoir {points}&#xa0;: les séries d&apos;un tas valent de 0 à {most}.</translation>
    </message>
    <message>
        <source>Choose who took the ten of diamonds.</source>
        <translation>Choisissez qui a pris le dix de carreau.</translation>
    </message>
    <message>
        <source>Choose who took the queen of spades.</source>
        <translation>Choisissez qui a pris la dame de pique.</translation>
    </message>
    <message>
        <source>Your set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>Vos points de séries ne peuvent pas valoir {points}, un nombre impair&#xa0;: une série vaut 2, 4 ou 8.</translation>
    </message>
    <message>
        <source>{seat}&apos;s set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.</source>
        <translation>Les points de séries de {seat} ne peuvent pas valoir {points}, un nombre impair&#xa0;: une série vaut 2, 4 ou 8.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, your sets are worth at least {least}, not {points}.</source>
        <translation>Avec les as, valets et huit que vous avez pris, vos séries valent au moins {least}, et non {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, the sets are worth at least {least}, not {points}.</source>
        <translation>Avec les as, valets et huit pris par {seat}, ses séries valent au moins {least}, et non {points}.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights you took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Avec les as, valets et huit que vous avez pris, aucun tas ne peut avoir des séries valant {points}&#xa0;: chaque valeur, sauf les deux, ajoute 0, 2, 4 ou 8, au plus {most} en tout.</translation>
    </message>
    <message>
        <source>With the aces, jacks and eights {seat} took, no collection makes sets worth {points}: each rank but twos adds 0, 2, 4 or 8, at most {most} in all.</source>
        <translation>Avec les as, valets et huit pris par {seat}, aucun tas ne peut avoir des séries valant {points}&#xa0;: chaque valeur, sauf les deux, ajoute 0, 2, 4 ou 8, au plus {most} en tout.</translation>
    </message>
    <message>
        <source>The aces add up to {total}, but every card ends in a collection: they add up to 4.</source>
        <translation>Les as totalisent {total}, mais chaque carte finit dans un tas&#xa0;: ils doivent totaliser 4.</translation>
    </message>
    <message>
        <source>The jacks and eights add up to {total}, but every card ends in a collection: they add up to 8.</source>
        <translation>Les valets et huit totalisent {total}, mais chaque carte finit dans un tas&#xa0;: ils doivent totaliser 8.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but the aces make {aces} and each other rank but twos at most 8: {most} at most.</source>
        <translation>Les points de séries totalisent {total}, mais les as en font {aces} et chaque autre valeur, sauf les deux, au plus 8&#xa0;: {most} au plus.</translation>
    </message>
    <message numerus="yes">
        <source>{n} aces</source>
        <extracomment>English singular: {n} ace</extracomment>
        <translation>
            <numerusform>{n} as</numerusform>
            <numerusform>{n} as</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} jacks and eights</source>
        <extracomment>English singular: {n} jack or eight</extracomment>
        <translation>
            <numerusform>{n} valet ou huit</numerusform>
            <numerusform>{n} valets et huit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets worth {n} points</source>
        <extracomment>English singular: sets worth {n} point</extracomment>
        <translation>
            <numerusform>des séries valant {n} point</numerusform>
            <numerusform>des séries valant {n} points</numerusform>
        </translation>
    </message>
    <message>
        <source>You win the tie, having taken the ten of diamonds in the last round.</source>
        <translation>Vous l&apos;emportez à égalité, ayant pris le dix de carreau à la dernière donne.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the ten of diamonds in the last round.</source>
        <translation>{seat} l&apos;emporte à égalité, ayant pris le dix de carreau à la dernière donne.</translation>
    </message>
    <message>
        <source>You win the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>Vous l&apos;emportez à égalité, n&apos;ayant pas pris le dix de carreau à la dernière donne.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, not having taken the ten of diamonds in the last round.</source>
        <translation>{seat} l&apos;emporte à égalité, n&apos;ayant pas pris le dix de carreau à la dernière donne.</translation>
    </message>
    <message>
        <source>You win the tie, having taken the fewest points in the last round.</source>
        <translation>Vous l&apos;emportez à égalité, ayant pris le moins de points à la dernière donne.</translation>
    </message>
    <message>
        <source>{seat} wins the tie, having taken the fewest points in the last round.</source>
        <translation>{seat} l&apos;emporte à égalité, ayant pris le moins de points à la dernière donne.</translation>
    </message>
    <message numerus="yes">
        <source>The win is shared: {n} players have the best total and the tie rule does not decide.</source>
        <extracomment>English singular: The win is shared: {n} player has the best total and the tie rule does not decide.</extracomment>
        <translation>
            <numerusform>La victoire est partagée&#xa0;: {n} joueur a le meilleur total et la règle d&apos;égalité ne les départage pas.</numerusform>
            <numerusform>La victoire est partagée&#xa0;: {n} joueurs ont le meilleur total et la règle d&apos;égalité ne les départage pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one player can have taken the ten of diamonds: choose one.</source>
        <translation>Un seul joueur peut avoir pris le dix de carreau&#xa0;: choisissez-en un.</translation>
    </message>
    <message>
        <source>Only one player can have taken the queen of spades: choose one.</source>
        <translation>Un seul joueur peut avoir pris la dame de pique&#xa0;: choisissez-en un.</translation>
    </message>
    <message>
        <source>The set points add up to {total}, but with {players} players each rank&apos;s four cards make sets worth {per_rank} or more: with the aces&apos; {aces}, at least {least}.</source>
        <translation>Les points de séries totalisent {total}, mais à {players} joueurs, les quatre cartes de chaque valeur forment des séries valant {per_rank} ou plus&#xa0;: avec les {aces} des as, au moins {least}.</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Dix de carreau</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <source>Jacks and eights</source>
        <translation>Valets et huit</translation>
    </message>
    <message>
        <source>Set points</source>
        <translation>Points de séries</translation>
    </message>
    <message>
        <source>The player who took the ten of diamonds is not at this table.</source>
        <translation>Le joueur qui a pris le dix de carreau n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>The player who took the queen of spades is not at this table.</source>
        <translation>Le joueur qui a pris la dame de pique n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>How many aces each collection holds, 10 points each: the four add up to 4.</source>
        <translation>Le nombre d&apos;as dans chaque tas, 10 points chacun&#xa0;: il y en a quatre en tout.</translation>
    </message>
    <message>
        <source>Who took the ten of diamonds: 20 points.</source>
        <translation>Qui a pris le dix de carreau&#xa0;: 20 points.</translation>
    </message>
    <message>
        <source>Who took the queen of spades: minus 20 points.</source>
        <translation>Qui a pris la dame de pique&#xa0;: moins 20 points.</translation>
    </message>
    <message>
        <source>How many jacks and eights each collection holds, a point each: they add up to 8.</source>
        <translation>Le nombre de valets et de huit dans chaque tas, un point chacun&#xa0;: il y en a huit en tout.</translation>
    </message>
    <message>
        <source>Each collection&apos;s sets of a rank other than twos: 2 for a pair, 4 for three, 8 for four. Aces, jacks and eights make sets too, besides their own points (A-A is 20 + 2).</source>
        <translation>Les séries de chaque tas, de toute valeur sauf les deux&#xa0;: 2 pour une paire, 4 pour un brelan, 8 pour un carré. Les as, valets et huit forment aussi des séries, en plus de leurs propres points (A-A vaut 20 + 2).</translation>
    </message>
    <message numerus="yes">
        <source>The match ends when a player reaches {n} points; the lowest total wins.</source>
        <extracomment>English singular: The match ends when a player reaches {n} point; the lowest total wins.</extracomment>
        <translation>
            <numerusform>La partie s&apos;arrête quand un joueur atteint {n} point&#xa0;; le plus bas total gagne.</numerusform>
            <numerusform>La partie s&apos;arrête quand un joueur atteint {n} points&#xa0;; le plus bas total gagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>the ten of diamonds</source>
        <translation>le dix de carreau</translation>
    </message>
    <message>
        <source>the queen of spades</source>
        <translation>la dame de pique</translation>
    </message>
    <message>
        <source>Play a card at least the top card, or one of its suit.</source>
        <translation>Jouez une carte supérieure ou égale à la carte du dessus, ou de sa couleur.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}, or take the kitty with your eights.</source>
        <translation>Vous ne pouvez pas jouer&#xa0;: passez une carte à {other}, ou prenez la cagnotte avec vos huit.</translation>
    </message>
    <message>
        <source>You cannot play: pass a card to {other}.</source>
        <translation>Vous ne pouvez pas jouer&#xa0;: passez une carte à {other}.</translation>
    </message>
    <message>
        <source>Lead any card, or several cards of one rank.</source>
        <translation>Entamez de n&apos;importe quelle carte, ou de plusieurs cartes de même valeur.</translation>
    </message>
    <message>
        <source>A two is on top: play any card or cards.</source>
        <translation>Un deux est sur le dessus&#xa0;: jouez une ou plusieurs cartes, quelles qu&apos;elles soient.</translation>
    </message>
    <message numerus="yes">
        <source>Deck: {n} cards</source>
        <extracomment>English singular: Deck: {n} card</extracomment>
        <translation>
            <numerusform>Pioche&#xa0;: {n} carte</numerusform>
            <numerusform>Pioche&#xa0;: {n} cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kitty: {n} cards</source>
        <extracomment>English singular: Kitty: {n} card</extracomment>
        <translation>
            <numerusform>Cagnotte&#xa0;: {n} carte</numerusform>
            <numerusform>Cagnotte&#xa0;: {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <source>The kitty is empty: a free lead.</source>
        <translation>La cagnotte est vide&#xa0;: entame libre.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Tas</translation>
    </message>
    <message numerus="yes">
        <source>Hand of {n}</source>
        <extracomment>English singular: Hand of {n}</extracomment>
        <translation>
            <numerusform>Main de {n}</numerusform>
            <numerusform>Main de {n}</numerusform>
        </translation>
    </message>
    <message>
        <source>Name {n} holds a line break, a tab or another control character: a name is one line of text.</source>
        <translation>Le nom {n} contient un saut de ligne, une tabulation ou un autre caractère de contrôle&#xa0;: un nom tient sur une seule ligne.</translation>
    </message>
    <message>
        <source>The match was already over after hand {hand}.</source>
        <translation>La partie était déjà terminée après la donne {hand}.</translation>
    </message>
    <message>
        <source>won the match</source>
        <translation>a gagné la partie</translation>
    </message>
    <message>
        <source>{seat}&apos;s number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>Le nombre {value} de {seat} est trop grand pour une feuille de marque&#xa0;: les nombres vont de {low} à {high}.</translation>
    </message>
    <message>
        <source>The number {value} is too large for a score sheet: numbers go from {low} to {high}.</source>
        <translation>Le nombre {value} est trop grand pour une feuille de marque&#xa0;: les nombres vont de {low} à {high}.</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Gagnant&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Leader: {names}</source>
        <translation>En tête&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Gagnants&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Leaders: {names}</source>
        <translation>En tête&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Le plus petit total gagne</translation>
    </message>
    <message>
        <source>Number of hands</source>
        <translation>Nombre de donnes</translation>
    </message>
    <message>
        <source>The match ends when a total reaches this score (0: no target).</source>
        <translation>La partie s&apos;arrête quand un total atteint ce score (0&#xa0;: pas de limite).</translation>
    </message>
    <message>
        <source>On for penalty games (Hearts, Crazy Eights): the fewest points win.</source>
        <translation>Pour les jeux à pénalités (Dame de pique, Huit américain)&#xa0;: le moins de points gagne.</translation>
    </message>
    <message>
        <source>The match ends after this many hands (0: no fixed number).</source>
        <translation>La partie s&apos;arrête après ce nombre de donnes (0&#xa0;: pas de nombre fixe).</translation>
    </message>
    <message>
        <source>Enter the points of {seat} as a whole number.</source>
        <translation>Saisissez les points de {seat} en nombre entier.</translation>
    </message>
    <message>
        <source>What each player scored in this hand (negative for a loss).</source>
        <translation>Ce que chaque joueur a marqué à cette donne (négatif pour une perte).</translation>
    </message>
    <message>
        <source>{names} lead</source>
        <translation>{names} mènent</translation>
    </message>
    <message>
        <source>a {sheet} sheet has {low} to {high} columns, not {columns}</source>
        <translation>une feuille {sheet} a de {low} à {high} colonnes, pas {columns}</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>vous avez gagné</translation>
    </message>
    <message>
        <source>you lead</source>
        <translation>vous menez</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>victoire de {names}</translation>
    </message>
    <message>
        <source>no hands yet</source>
        <translation>aucune donne pour l&apos;instant</translation>
    </message>
    <message>
        <source>the file is only {size} bytes long</source>
        <translation>le fichier ne fait que {size} octets</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file holds a single byte</source>
        <translation>le fichier ne contient qu&apos;un seul octet</translation>
    </message>
    <message>
        <source>The picture {path} is {width} × {height} pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>L&apos;image {path} fait {width} × {height} pixels&#xa0;; Card Table accepte des images de {limit} mégapixels au plus.</translation>
    </message>
    <message>
        <source>The picture {path} is damaged or cut short and cannot be used ({problem}).</source>
        <translation>L&apos;image {path} est endommagée ou tronquée et ne peut pas être utilisée ({problem}).</translation>
    </message>
    <message>
        <source>The picture {path} is far too large in pixels; Card Table takes pictures of up to {limit} megapixels.</source>
        <translation>L&apos;image {path} a beaucoup trop de pixels&#xa0;; Card Table accepte des images de {limit} mégapixels au plus.</translation>
    </message>
    <message>
        <source>Your picture could not be kept in {folder}: {problem}.</source>
        <translation>Votre image n&apos;a pas pu être enregistrée dans {folder}&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The picture {path} is too large a file ({megabytes} MB); Card Table takes pictures of up to {limit} MB.</source>
        <translation>Le fichier de l&apos;image {path} est trop gros ({megabytes} Mo)&#xa0;; Card Table accepte des images de {limit} Mo au plus.</translation>
    </message>
    <message>
        <source>The picture {path} could not be opened: {problem}.</source>
        <translation>L&apos;image {path} n&apos;a pas pu être ouverte&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The file {path} is not a picture Card Table can read.</source>
        <translation>Le fichier {path} n&apos;est pas une image que Card Table sait lire.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game: it is {size} MB, and a saved game is at most {limit} MB.</source>
        <translation>{file} n&apos;est pas une partie sauvegardée de Card Table&#xa0;: le fichier fait {size}&#xa0;Mo, et une partie sauvegardée fait au plus {limit}&#xa0;Mo.</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Le fichier</translation>
    </message>
    <message>
        <source>a game id</source>
        <translation>un identifiant de jeu</translation>
    </message>
    <message>
        <source>a number of players</source>
        <translation>un nombre de joueurs</translation>
    </message>
    <message>
        <source>the options</source>
        <translation>les options</translation>
    </message>
    <message>
        <source>a seed</source>
        <translation>une graine</translation>
    </message>
    <message>
        <source>the first dealer</source>
        <translation>le premier donneur</translation>
    </message>
    <message>
        <source>the finished hands</source>
        <translation>les donnes terminées</translation>
    </message>
    <message>
        <source>the hand in progress (or null)</source>
        <translation>la donne en cours (ou null)</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: {problem}.</source>
        <translation>La partie sauvegardée ({game}) ne se rejoue pas&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (its format tag is missing or wrong).</source>
        <translation>{file} n&apos;est pas une partie sauvegardée de Card Table (son étiquette de format est absente ou erronée).</translation>
    </message>
    <message>
        <source>{file} has no valid format version ({version}).</source>
        <translation>{file} n&apos;a pas de version de format valide ({version}).</translation>
    </message>
    <message>
        <source>{file} was saved by a newer Card Table (save format {version}; this version reads up to {known}). Update Card Table to open it.</source>
        <translation>{file} provient d&apos;une version plus récente de Card Table (format de sauvegarde {version}&#xa0;; cette version lit jusqu&apos;au format {known}). Mettez Card Table à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;saved_at&apos; is not a date.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: «&#xa0;saved_at&#xa0;» n&apos;est pas une date.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;extra&apos; is not an object.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: «&#xa0;extra&#xa0;» n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>The saved game is damaged: &apos;match&apos; is not an object.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: «&#xa0;match&#xa0;» n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it should list {count} seats.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: elle devrait indiquer {count} places.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} hands, and a match has at most {limit}.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: elle compte {count} donnes, et une partie en compte au plus {limit}.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it has {count} moves, and a match has at most {limit}.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: elle compte {count} coups, et une partie en compte au plus {limit}.</translation>
    </message>
    <message>
        <source>This saved game has {count} human seats ({seats}); Card Table plays with one human at the table, so it cannot be continued.</source>
        <translation>Cette partie sauvegardée a {count} places humaines ({seats})&#xa0;; Card Table se joue avec un seul humain à la table, elle ne peut donc pas être poursuivie.</translation>
    </message>
    <message>
        <source>This saved game is a game of &apos;{game}&apos;, which is not installed (installed games: {installed}).</source>
        <translation>Cette partie sauvegardée est une partie de «&#xa0;{game}&#xa0;», jeu qui n&apos;est pas installé (jeux installés&#xa0;: {installed}).</translation>
    </message>
    <message>
        <source>The saved {game} match has {count} hands, and a match of {game} has {limit}.</source>
        <translation>La partie sauvegardée ({game}) compte {count} donnes, et une partie de {game} en compte {limit}.</translation>
    </message>
    <message>
        <source>The saved {game} match has settings this version does not accept: {problem}.</source>
        <translation>La partie sauvegardée ({game}) a des réglages que cette version n&apos;accepte pas&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The match could not be saved: {problem}.</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>{file} could not be opened: {problem}.</source>
        <translation>{file}&#xa0;: ouverture impossible ({problem}).</translation>
    </message>
    <message>
        <source>{file} is not a Card Table saved game (it is not readable JSON).</source>
        <translation>{file} n&apos;est pas une partie sauvegardée de Card Table (ce n&apos;est pas du JSON lisible).</translation>
    </message>
    <message>
        <source>{file} uses save format {version}, which this version cannot convert.</source>
        <translation>{file} utilise le format de sauvegarde {version}, que cette version ne sait pas convertir.</translation>
    </message>
    <message>
        <source>The saved game is incomplete: the field &apos;{key}&apos; is missing.</source>
        <translation>La partie sauvegardée est incomplète&#xa0;: le champ «&#xa0;{key}&#xa0;» est absent.</translation>
    </message>
    <message>
        <source>The saved game is incomplete: {what} (&apos;match.{key}&apos;) is missing.</source>
        <translation>La partie sauvegardée est incomplète&#xa0;: il manque {what} («&#xa0;match.{key}&#xa0;»).</translation>
    </message>
    <message>
        <source>The saved game is damaged: {what} (&apos;match.{key}&apos;) is not valid.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: valeur invalide pour {what} («&#xa0;match.{key}&#xa0;»).</translation>
    </message>
    <message>
        <source>The saved game is damaged: seat {number} needs a name, a kind (human or computer) and a level.</source>
        <translation>La partie sauvegardée est endommagée&#xa0;: la place {number} doit avoir un nom, un type (humain ou ordinateur) et un niveau.</translation>
    </message>
    <message>
        <source>The saved {game} match has more hands than the match allows (hand {hand}).</source>
        <translation>La partie sauvegardée ({game}) a plus de donnes que la partie n&apos;en permet (donne {hand}).</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand}, move {move} ({text}) is refused: {problem}.</source>
        <translation>La partie sauvegardée ({game}) ne se rejoue pas&#xa0;: donne {hand}, le coup {move} ({text}) est refusé&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The saved {game} match does not replay: hand {hand} stops before its end.</source>
        <translation>La partie sauvegardée ({game}) ne se rejoue pas&#xa0;: la donne {hand} s&apos;arrête avant sa fin.</translation>
    </message>
    <message>
        <source>The game in progress could not be opened ({problem}).</source>
        <translation>La partie en cours n&apos;a pas pu être ouverte ({problem}).</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} The file was set aside as {moved}.</source>
        <translation>La partie en cours n&apos;a pas pu être restaurée&#xa0;: {problem} Le fichier a été mis de côté sous {moved}.</translation>
    </message>
    <message>
        <source>The game in progress could not be restored: {problem} It could not be set aside ({reason}).</source>
        <translation>La partie en cours n&apos;a pas pu être restaurée&#xa0;: {problem} Le fichier n&apos;a pas pu être mis de côté ({reason}).</translation>
    </message>
    <message>
        <source>Your settings file could not be read and was set aside as {moved}; defaults are used.</source>
        <translation>Votre fichier de réglages était illisible et a été mis de côté sous {moved}&#xa0;; les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>vrai ou faux attendu</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>texte attendu</translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation>nom non vide attendu</translation>
    </message>
    <message>
        <source>expected a list of game ids</source>
        <translation>liste d&apos;identifiants de jeux attendue</translation>
    </message>
    <message>
        <source>expected base64 text</source>
        <translation>texte base64 attendu</translation>
    </message>
    <message>
        <source>expected one of {allowed}</source>
        <translation>valeur attendue parmi {allowed}</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be set aside ({problem}); defaults are used.</source>
        <translation>Votre fichier de réglages était illisible et n&apos;a pas pu être mis de côté ({problem})&#xa0;; les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>Your settings file could not be opened ({problem}); defaults are used.</source>
        <translation>Votre fichier de réglages n&apos;a pas pu être ouvert ({problem})&#xa0;; les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>The setting &apos;{name}&apos; had an unusable value ({value}: {problem}); the default ({default}) is used.</source>
        <translation>Le réglage «&#xa0;{name}&#xa0;» avait une valeur inutilisable ({value}&#xa0;: {problem})&#xa0;; la valeur par défaut ({default}) est utilisée.</translation>
    </message>
    <message>
        <source>There is no score sheet {id}.</source>
        <translation>Il n&apos;y a pas de feuille de marque {id}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} could not be opened: {problem}.</source>
        <translation>Le fichier des feuilles de marque {path} n&apos;a pas pu être ouvert&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets file {path} was written by a newer Card Table; it is left untouched and the sheets of this session are not kept.</source>
        <translation>Le fichier des feuilles de marque {path} a été écrit par une version plus récente de Card Table&#xa0;; il reste intact et les feuilles de cette session ne sont pas conservées.</translation>
    </message>
    <message>
        <source>The score sheets file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>Le fichier des feuilles de marque {path} est endommagé ({damage}) et n&apos;a pas pu être mis de côté ({problem}).</translation>
    </message>
    <message>
        <source>The score sheets file was damaged ({damage}) and was set aside as {moved}; a new, empty one was started.</source>
        <translation>Le fichier des feuilles de marque était endommagé ({damage}) et a été mis de côté sous {moved}&#xa0;; un nouveau fichier vide a été créé.</translation>
    </message>
    <message>
        <source>The score sheets file is closed.</source>
        <translation>Le fichier des feuilles de marque est fermé.</translation>
    </message>
    <message>
        <source>The score sheet could not be saved: {problem}.</source>
        <translation>La feuille de marque n&apos;a pas pu être enregistrée&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The score sheets could not be read: {problem}.</source>
        <translation>Les feuilles de marque n&apos;ont pas pu être lues&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>There is already a score sheet {id}.</source>
        <translation>Il existe déjà une feuille de marque {id}.</translation>
    </message>
    <message>
        <source>The statistics file {path} could not be opened: {problem}.</source>
        <translation>Le fichier des statistiques {path} n&apos;a pas pu être ouvert&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {path} was written by a newer Card Table; it is left untouched and the results of this session are not kept.</source>
        <translation>Le fichier des statistiques {path} a été écrit par une version plus récente de Card Table&#xa0;; il reste intact et les résultats de cette session ne sont pas conservés.</translation>
    </message>
    <message>
        <source>The statistics file {path} is damaged ({damage}) and could not be set aside ({problem}).</source>
        <translation>Le fichier des statistiques {path} est endommagé ({damage}) et n&apos;a pas pu être mis de côté ({problem}).</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({damage}) and was set aside as {moved}; statistics start afresh.</source>
        <translation>Le fichier des statistiques était endommagé ({damage}) et a été mis de côté sous {moved}&#xa0;; les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {problem}.</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The statistics could not be read: {problem}.</source>
        <translation>Les statistiques n&apos;ont pas pu être lues&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Sélection&#xa0;: {card}.</translation>
    </message>
    <message>
        <source>{card}, cannot be played now</source>
        <translation>{card}, injouable pour l&apos;instant</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carte face cachée</translation>
    </message>
    <message>
        <source>Row of {suit}: {low} to {high}</source>
        <translation>Rangée de {suit}&#xa0;: {low} à {high}</translation>
    </message>
    <message>
        <source>{label}, empty</source>
        <translation>{label}, vide</translation>
    </message>
    <message numerus="yes">
        <source>{label}, {n} cards</source>
        <extracomment>English singular: {label}, {n} card</extracomment>
        <translation>
            <numerusform>{label}, {n} carte</numerusform>
            <numerusform>{label}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, carte sélectionnée</translation>
    </message>
    <message>
        <source>{card}, can be played</source>
        <translation>{card}, jouable</translation>
    </message>
    <message>
        <source>{card}, cannot be played: {reason}</source>
        <translation>{card}, injouable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Sélectionnée</translation>
    </message>
    <message>
        <source>Can be played</source>
        <translation>Jouable</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, empty</source>
        <translation>Main de {name}, vide</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand, {n} cards</source>
        <extracomment>English singular: {name}&apos;s hand, {n} card</extracomment>
        <translation>
            <numerusform>Main de {name}, {n} carte</numerusform>
            <numerusform>Main de {name}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick: empty</source>
        <translation>Pli&#xa0;: vide</translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards</source>
        <extracomment>English singular: Trick: {n} card</extracomment>
        <translation>
            <numerusform>Pli&#xa0;: {n} carte</numerusform>
            <numerusform>Pli&#xa0;: {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by you, no cards</source>
        <translation>Vos plis, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Won by you, {n} cards</source>
        <extracomment>English singular: Won by you, {n} card</extracomment>
        <translation>
            <numerusform>Vos plis, {n} carte</numerusform>
            <numerusform>Vos plis, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by {name}, no cards</source>
        <translation>Plis de {name}, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Won by {name}, {n} cards</source>
        <extracomment>English singular: Won by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Plis de {name}, {n} carte</numerusform>
            <numerusform>Plis de {name}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by you, no cards</source>
        <translation>Vos prises, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Taken by you, {n} cards</source>
        <extracomment>English singular: Taken by you, {n} card</extracomment>
        <translation>
            <numerusform>Vos prises, {n} carte</numerusform>
            <numerusform>Vos prises, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by {name}, no cards</source>
        <translation>Prises de {name}, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Taken by {name}, {n} cards</source>
        <extracomment>English singular: Taken by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Prises de {name}, {n} carte</numerusform>
            <numerusform>Prises de {name}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from you, no cards</source>
        <translation>Votre passe, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Passing from you, {n} cards</source>
        <extracomment>English singular: Passing from you, {n} card</extracomment>
        <translation>
            <numerusform>Votre passe, {n} carte</numerusform>
            <numerusform>Votre passe, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Passing from {name}, no cards</source>
        <translation>Passe de {name}, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Passing from {name}, {n} cards</source>
        <extracomment>English singular: Passing from {name}, {n} card</extracomment>
        <translation>
            <numerusform>Passe de {name}, {n} carte</numerusform>
            <numerusform>Passe de {name}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by you, no cards</source>
        <translation>Jouées par vous, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Played by you, {n} cards</source>
        <extracomment>English singular: Played by you, {n} card</extracomment>
        <translation>
            <numerusform>Jouées par vous, {n} carte</numerusform>
            <numerusform>Jouées par vous, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}, no cards</source>
        <translation>Jouées par {name}, aucune carte</translation>
    </message>
    <message numerus="yes">
        <source>Played by {name}, {n} cards</source>
        <extracomment>English singular: Played by {name}, {n} card</extracomment>
        <translation>
            <numerusform>Jouées par {name}, {n} carte</numerusform>
            <numerusform>Jouées par {name}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Crib, empty</source>
        <translation>Crib, vide</translation>
    </message>
    <message numerus="yes">
        <source>Crib, {n} cards</source>
        <extracomment>English singular: Crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib, {n} carte</numerusform>
            <numerusform>Crib, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <translation>Pioche, vide</translation>
    </message>
    <message numerus="yes">
        <source>Stock, {n} cards</source>
        <extracomment>English singular: Stock, {n} card</extracomment>
        <translation>
            <numerusform>Pioche, {n} carte</numerusform>
            <numerusform>Pioche, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Défausse&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Discard pile, {n} cards, {card} on top</source>
        <translation>Défausse, {n} cartes, dessus&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Row of {suit}: empty</source>
        <translation>Rangée de {suit}&#xa0;: vide</translation>
    </message>
    <message>
        <source>Row of {suit}: {card}</source>
        <translation>Rangée de {suit}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>{label}: {card}</source>
        <translation>{label}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>{label} of {name}, empty</source>
        <translation>{label} de {name}, vide</translation>
    </message>
    <message numerus="yes">
        <source>{label} of {name}, {n} cards</source>
        <extracomment>English singular: {label} of {name}, {n} card</extracomment>
        <translation>
            <numerusform>{label} de {name}, {n} carte</numerusform>
            <numerusform>{label} de {name}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, can be passed</source>
        <translation>{card}, carte pouvant être passée</translation>
    </message>
    <message>
        <source>{card}, can be discarded</source>
        <translation>{card}, carte pouvant être écartée</translation>
    </message>
    <message>
        <source>Can be passed</source>
        <translation>Peut être passée</translation>
    </message>
    <message>
        <source>Can be discarded</source>
        <translation>Peut être écartée</translation>
    </message>
    <message>
        <source>Cannot be played: {reason}</source>
        <translation>Injouable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>Injouable pour l&apos;instant</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Votre main, vide</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, {n} cards</source>
        <extracomment>English singular: Your hand, {n} card</extracomment>
        <translation>
            <numerusform>Votre main, {n} carte</numerusform>
            <numerusform>Votre main, {n} cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick: {n} cards, {suit} led</source>
        <extracomment>English singular: Trick: {n} card, {suit} led</extracomment>
        <translation>
            <numerusform>Pli&#xa0;: {n} carte, {suit} demandé</numerusform>
            <numerusform>Pli&#xa0;: {n} cartes, {suit} demandé</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s crib, empty</source>
        <translation>Crib de {name}, vide</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s crib, {n} cards</source>
        <extracomment>English singular: {name}&apos;s crib, {n} card</extracomment>
        <translation>
            <numerusform>Crib de {name}, {n} carte</numerusform>
            <numerusform>Crib de {name}, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Défausse, vide</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, {n} cards</source>
        <extracomment>English singular: Discard pile, {n} card</extracomment>
        <translation>
            <numerusform>Défausse, {n} carte</numerusform>
            <numerusform>Défausse, {n} cartes</numerusform>
        </translation>
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
        <source>{deck} (Aisleriot)</source>
        <translation>{deck} (Aisleriot)</translation>
    </message>
    <message>
        <source>not an SVG file: {path}</source>
        <translation>pas un fichier SVG&#xa0;: {path}</translation>
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
        <translation>Card Table quatre couleurs</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {problem}</source>
        <translation>Jeu de cartes KDE {deck}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Aisleriot deck {deck}: {problem}</source>
        <translation>Jeu de cartes Aisleriot {deck}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>file not found: {path}</source>
        <translation>fichier introuvable&#xa0;: {path}</translation>
    </message>
    <message>
        <source>unreadable SVG {path}: {error}</source>
        <translation>SVG illisible {path}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The built-in deck is missing from {path}; cards are drawn plainly.</source>
        <translation>Le jeu de cartes intégré est absent de {path}&#xa0;; les cartes sont dessinées simplement.</translation>
    </message>
    <message>
        <source>KDE deck {deck}: cannot read {path}: {error}</source>
        <translation>Jeu de cartes KDE {deck}&#xa0;: impossible de lire {path}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>KDE deck {deck}: {path} has no [KDE Backdeck] section.</source>
        <translation>Jeu de cartes KDE {deck}&#xa0;: {path} n&apos;a pas de section [KDE Backdeck].</translation>
    </message>
    <message>
        <source>KDE deck {deck}: not an SVG deck (no SVG= key in {path}).</source>
        <translation>Jeu de cartes KDE {deck}&#xa0;: ce n&apos;est pas un jeu SVG (pas de clé SVG= dans {path}).</translation>
    </message>
    <message>
        <source>{deck}: Qt cannot read {path}</source>
        <translation>{deck}&#xa0;: Qt ne peut pas lire {path}</translation>
    </message>
    <message>
        <source>Your crib, empty</source>
        <translation>Votre crib, vide</translation>
    </message>
    <message numerus="yes">
        <source>Your crib, {n} cards</source>
        <extracomment>English singular: Your crib, {n} card</extracomment>
        <translation>
            <numerusform>Votre crib, {n} carte</numerusform>
            <numerusform>Votre crib, {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck}: no card elements found in {path}</source>
        <translation>{deck}&#xa0;: aucun élément de carte trouvé dans {path}</translation>
    </message>
    <message>
        <source>{deck}: its card elements are empty</source>
        <translation>{deck}&#xa0;: ses éléments de carte sont vides</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>impossible de lire {path}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded</source>
        <translation>{deck}&#xa0;: chargement impossible</translation>
    </message>
    <message>
        <source>Trick-taking</source>
        <translation>Jeux de plis</translation>
    </message>
    <message>
        <source>Shedding</source>
        <translation>Jeux de défausse</translation>
    </message>
    <message>
        <source>Adding</source>
        <translation>Jeux d&apos;addition</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Jeux de pose</translation>
    </message>
    <message>
        <source>Fishing</source>
        <translation>Jeux de pêche</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Jeux de hasard</translation>
    </message>
    <message>
        <source>Banking</source>
        <translation>Jeux de banque</translation>
    </message>
    <message>
        <source>{players} · {family}</source>
        <translation>{players} · {family}</translation>
    </message>
    <message>
        <source>{players} · {family} · played recently</source>
        <translation>{players} · {family} · joué récemment</translation>
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
        <translation>indifférent</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation>&amp;Famille&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
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
        <source>&amp;Back to the match</source>
        <translation>Re&amp;tour à la partie</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisir un jeu</translation>
    </message>
    <message>
        <source>Crib ({name}&apos;s)</source>
        <translation>Crib (de {name})</translation>
    </message>
    <message>
        <source>{name} says go.</source>
        <translation>{name} dit go.</translation>
    </message>
    <message>
        <source>Crib (yours)</source>
        <translation>Crib (le vôtre)</translation>
    </message>
    <message>
        <source>You say go.</source>
        <translation>Vous dites go.</translation>
    </message>
    <message>
        <source>Confirm: redouble {names}</source>
        <translation>Confirmer&#xa0;: surcontrer {names}</translation>
    </message>
    <message>
        <source>Confirm: double {names}</source>
        <translation>Confirmer&#xa0;: contrer {names}</translation>
    </message>
    <message>
        <source>The sheet could not be drawn as a PDF.</source>
        <translation>La feuille n&apos;a pas pu être dessinée en PDF.</translation>
    </message>
    <message>
        <source>{path} was not written.</source>
        <translation>{path} n&apos;a pas été écrit.</translation>
    </message>
    <message>
        <source>This sheet is damaged and cannot be opened. Delete it for good? This cannot be undone.</source>
        <translation>Cette feuille est endommagée et ne peut pas être ouverte. La supprimer définitivement ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>⚠ Damaged: this sheet cannot be opened.</source>
        <translation>⚠ Endommagée : cette feuille ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>This sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so your change was not made. The sheet now shows what is kept.</source>
        <translation>Cette feuille a été modifiée ailleurs (dans une autre copie de Card Table, peut-être) depuis son affichage ; votre modification n&apos;a donc pas été faite. La feuille montre maintenant ce qui est enregistré.</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Voir mes cartes</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>jouer {cards}</translation>
    </message>
    <message>
        <source>pass {cards}</source>
        <translation>passer {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>écarter {cards}</translation>
    </message>
    <message>
        <source>put {cards} in the crib</source>
        <translation>mettre {cards} au crib</translation>
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
        <translation>{action}&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>choose {suit} as trumps</source>
        <translation>choisir {suit} comme atout</translation>
    </message>
    <message>
        <source>Move the focus along your hand</source>
        <translation>Déplacer le focus dans votre main</translation>
    </message>
    <message>
        <source>Focus the first or the last card of your hand</source>
        <translation>Aller à la première ou à la dernière carte de votre main</translation>
    </message>
    <message>
        <source>Play the focused card, or confirm the chosen cards</source>
        <translation>Jouer la carte active, ou confirmer les cartes choisies</translation>
    </message>
    <message>
        <source>Select the focused card, or choose it to pass or discard</source>
        <translation>Sélectionner la carte active, ou la choisir pour la passer ou l&apos;écarter</translation>
    </message>
    <message>
        <source>Cancel the selection and the focus</source>
        <translation>Annuler la sélection et le focus</translation>
    </message>
    <message>
        <source>Press the action buttons under the table, in order</source>
        <translation>Appuyer sur les boutons d&apos;action sous la table, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Press the action buttons while bidding</source>
        <translation>Appuyer sur les boutons d&apos;action pendant les annonces</translation>
    </message>
    <message>
        <source>Raise or lower your bid</source>
        <translation>Augmenter ou diminuer votre annonce</translation>
    </message>
    <message>
        <source>While bidding: type your bid (then Enter bids it)</source>
        <translation>Pendant les annonces&#xa0;: tapez votre annonce (puis Entrée la valide)</translation>
    </message>
    <message>
        <source>Review the last trick</source>
        <translation>Revoir le dernier pli</translation>
    </message>
    <message>
        <source>Read out the table: what to do, the trick, the piles and the players</source>
        <translation>Lire la table à voix haute&#xa0;: que faire, le pli, les tas et les joueurs</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>play {cards} and name {suit}</source>
        <translation>jouer {cards} et annoncer {suit}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Table message</source>
        <translation>Message de la table</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message numerus="yes">
        <source>Confirm {n} selected cards</source>
        <extracomment>English singular: Confirm {n} selected card</extracomment>
        <translation>
            <numerusform>Confirmer {n} carte sélectionnée</numerusform>
            <numerusform>Confirmer {n} cartes sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose how to play the card</source>
        <translation>Choisissez comment jouer la carte</translation>
    </message>
    <message>
        <source>Card table: {prompt}</source>
        <translation>Table de jeu&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Won by {name}.</source>
        <translation>Remporté par {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Pass {n} selected cards</source>
        <extracomment>English singular: Pass {n} selected card</extracomment>
        <translation>
            <numerusform>Passer {n} carte sélectionnée</numerusform>
            <numerusform>Passer {n} cartes sélectionnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} selected cards</source>
        <extracomment>English singular: Discard {n} selected card</extracomment>
        <translation>
            <numerusform>Écarter {n} carte sélectionnée</numerusform>
            <numerusform>Écarter {n} cartes sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>No game at the table.</source>
        <translation>Aucune partie sur la table.</translation>
    </message>
    <message>
        <source>No trick has been completed yet.</source>
        <translation>Aucun pli n&apos;est encore terminé.</translation>
    </message>
    <message>
        <source>Key {key} presses this button</source>
        <translation>La touche {key} actionne ce bouton</translation>
    </message>
    <message>
        <source>Keys {first} to {last} press these buttons</source>
        <translation>Les touches {first} à {last} actionnent ces boutons</translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} cards first ({chosen} chosen).</source>
        <extracomment>English singular: Choose {n} card first ({chosen} chosen).</extracomment>
        <translation>
            <numerusform>Choisissez d&apos;abord {n} carte (choisies&#xa0;: {chosen}).</numerusform>
            <numerusform>Choisissez d&apos;abord {n} cartes (choisies&#xa0;: {chosen}).</numerusform>
        </translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>{button} cannot be chosen now.</source>
        <translation>«&#xa0;{button}&#xa0;» ne peut pas être choisi maintenant.</translation>
    </message>
    <message>
        <source>{label}  [{key}]</source>
        <translation>{label}  [{key}]</translation>
    </message>
    <message numerus="yes">
        <source>You have chosen {n} cards already: choose one again to put it back.</source>
        <extracomment>English singular: You have chosen {n} card already: choose it again to put it back.</extracomment>
        <translation>
            <numerusform>Vous avez déjà choisi {n} carte&#xa0;: choisissez-la à nouveau pour la reprendre.</numerusform>
            <numerusform>Vous avez déjà choisi {n} cartes&#xa0;: choisissez-en une à nouveau pour la reprendre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played by {name}</source>
        <translation>Jouée par {name}</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} joueurs</translation>
    </message>
    <message numerus="yes">
        <source>{n} players</source>
        <extracomment>English singular: {n} player</extracomment>
        <translation>
            <numerusform>{n} joueur</numerusform>
            <numerusform>{n} joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>Aucune donne n&apos;est en cours.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every command has a key. At the table the keyboard does all the mouse does.</source>
        <translation>Chaque commande a sa touche. À la table, le clavier fait tout ce que fait la souris.</translation>
    </message>
    <message>
        <source>Grouped as Game, Table, Score sheets and Help: the action, then its keys</source>
        <translation>Groupés en Jeu, Table, Feuilles de marque et Aide&#xa0;: l&apos;action, puis ses touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Statistics per game and computer level</source>
        <translation>Statistiques par jeu et par niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>No finished matches yet: statistics appear when a match ends.</source>
        <translation>Aucune partie terminée pour l&apos;instant&#xa0;: les statistiques apparaissent à la fin d&apos;une partie.</translation>
    </message>
    <message>
        <source>Reset all…</source>
        <translation>Tout réinitialiser…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget every finished match of every game?</source>
        <translation>Oublier toutes les parties terminées de tous les jeux&#xa0;?</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Average points</source>
        <translation>Points moyens</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>Carte&#xa0;!</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Laisser</translation>
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
        <translation>Départ&#xa0;: {rank}</translation>
    </message>
    <message>
        <source>That bid is not allowed.</source>
        <translation>Cette annonce n&apos;est pas permise.</translation>
    </message>
    <message>
        <source>Bid {count}</source>
        <translation>Annoncer {count}</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Langue du système</translation>
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
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
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
        <translation>Saisissez le numéro d&apos;une donne déjà jouée pour la rejouer&#xa0;; laissez vide pour une nouvelle donne.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numéro de donne&#xa0;:</translation>
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
        <translation>Niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation>Nouvelle partie&#xa0;: {game}</translation>
    </message>
    <message numerus="yes">
        <source>Always {n} players</source>
        <extracomment>English singular: Always {n} player</extracomment>
        <translation>
            <numerusform>Toujours {n} joueur</numerusform>
            <numerusform>Toujours {n} joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave empty for a new deal; type a number to replay a deal.</source>
        <translation>Laissez vide pour une nouvelle donne&#xa0;; saisissez un numéro pour rejouer une donne.</translation>
    </message>
    <message>
        <source>Your own choice of options.</source>
        <translation>Votre propre choix d&apos;options.</translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation>Ce jeu n&apos;a pas d&apos;options.</translation>
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
        <translation>Niveau de l&apos;ordinateur à la place {n}</translation>
    </message>
    <message>
        <source>No rules text comes with this game.</source>
        <translation>Ce jeu n&apos;est pas fourni avec ses règles.</translation>
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
        <translation>J&amp;eu&#xa0;:</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles&#xa0;: {game}</translation>
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
        <translation>Corrigez d&apos;abord ce qui est indiqué ci-dessus.</translation>
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
        <translation>{who}&#xa0;: maximum</translation>
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
        <translation>{who}&#xa0;: {label} {name}</translation>
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
        <translation>L&apos;impression n&apos;est pas disponible dans cette installation. Enregistrez la feuille en PDF et imprimez ce fichier.</translation>
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
        <source>{names} win with {total}</source>
        <translation>{names} gagnent avec {total}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Aucune donne pour l&apos;instant.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>En tête</translation>
    </message>
    <message>
        <source>played in the app</source>
        <translation>jouée dans l&apos;application</translation>
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
        <source>Two columns have the same name.</source>
        <translation>Deux colonnes portent le même nom.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Feuilles de marque</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your crib.</source>
        <extracomment>English singular: Discard {n} card to your crib.</extracomment>
        <translation>
            <numerusform>Écartez {n} carte dans votre crib.</numerusform>
            <numerusform>Écartez {n} cartes dans votre crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponents&apos; crib.</source>
        <extracomment>English singular: Discard {n} card to your opponents&apos; crib.</extracomment>
        <translation>
            <numerusform>Écartez {n} carte dans le crib de vos adversaires.</numerusform>
            <numerusform>Écartez {n} cartes dans le crib de vos adversaires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to your opponent&apos;s crib.</source>
        <extracomment>English singular: Discard {n} card to your opponent&apos;s crib.</extracomment>
        <translation>
            <numerusform>Écartez {n} carte dans le crib de votre adversaire.</numerusform>
            <numerusform>Écartez {n} cartes dans le crib de votre adversaire.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} to play.</source>
        <translation>À {seat} de jouer.</translation>
    </message>
    <message>
        <source>The box scores for the non-dealer; the dealer pegs and counts first.</source>
        <translation>Le crib compte pour le non-donneur&#xa0;; le donneur joue et compte en premier.</translation>
    </message>
    <message>
        <source>Cribbage to 61</source>
        <translation>Cribbage en 61</translation>
    </message>
    <message>
        <source>A short game, once round a 61-hole board.</source>
        <translation>Une partie courte, un seul tour d&apos;une planche de 61 trous.</translation>
    </message>
    <message numerus="yes">
        <source>Discard {n} cards to the crib first.</source>
        <extracomment>English singular: Discard {n} card to the crib first.</extracomment>
        <translation>
            <numerusform>Écartez d&apos;abord {n} carte dans le crib.</numerusform>
            <numerusform>Écartez d&apos;abord {n} cartes dans le crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {n} points</source>
        <extracomment>English singular: {name}: {n} point</extracomment>
        <translation>
            <numerusform>{name}&#xa0;: {n} point</numerusform>
            <numerusform>{name}&#xa0;: {n} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose {n} more cards to pass {direction}.</source>
        <extracomment>English singular: Choose {n} more card to pass {direction}.</extracomment>
        <translation>
            <numerusform>Choisissez encore {n} carte à passer {direction}.</numerusform>
            <numerusform>Choisissez encore {n} cartes à passer {direction}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: {total} for {n} tricks</source>
        <extracomment>English singular: Bids: {total} for {n} trick</extracomment>
        <translation>
            <numerusform>Annonces&#xa0;: {total} pour {n} pli</numerusform>
            <numerusform>Annonces&#xa0;: {total} pour {n} plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks under</source>
        <extracomment>English singular: {n} trick under</extracomment>
        <translation>
            <numerusform>{n} pli de moins</numerusform>
            <numerusform>{n} plis de moins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks over</source>
        <extracomment>English singular: {n} trick over</extracomment>
        <translation>
            <numerusform>{n} pli de plus</numerusform>
            <numerusform>{n} plis de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next hand: {n} cards each; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Next hand: {n} card each; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Donne suivante&#xa0;: {n} carte chacun&#xa0;; {seat} donne et {other} annonce en premier.</numerusform>
            <numerusform>Donne suivante&#xa0;: {n} cartes chacun&#xa0;; {seat} donne et {other} annonce en premier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} cards.</source>
        <extracomment>English singular: {seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} card.</extracomment>
        <translation>
            <numerusform>{seat} a annoncé {points}&#xa0;: une annonce va de {minimum} à {maximum} dans une donne de {n} carte.</numerusform>
            <numerusform>{seat} a annoncé {points}&#xa0;: une annonce va de {minimum} à {maximum} dans une donne de {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} took {n} tricks: in this hand a player takes {minimum} to {maximum}.</source>
        <extracomment>English singular: {seat} took {n} trick: in this hand a player takes {minimum} to {maximum}.</extracomment>
        <translation>
            <numerusform>{seat} a fait {n} pli&#xa0;: dans cette donne, un joueur fait de {minimum} à {maximum} plis.</numerusform>
            <numerusform>{seat} a fait {n} plis&#xa0;: dans cette donne, un joueur fait de {minimum} à {maximum} plis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last hand: {n} cards each, at no trump; {seat} deals and {other} bids first.</source>
        <extracomment>English singular: Last hand: {n} card each, at no trump; {seat} deals and {other} bids first.</extracomment>
        <translation>
            <numerusform>Dernière donne&#xa0;: {n} carte chacun, sans atout&#xa0;; {seat} donne et {other} annonce en premier.</numerusform>
            <numerusform>Dernière donne&#xa0;: {n} cartes chacun, sans atout&#xa0;; {seat} donne et {other} annonce en premier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About {n} tricks: aces, guarded kings, spades and ruffs.</source>
        <extracomment>English singular: About {n} trick: aces, guarded kings, spades and ruffs.</extracomment>
        <translation>
            <numerusform>Environ {n} pli&#xa0;: as, rois gardés, piques et coupes.</numerusform>
            <numerusform>Environ {n} plis&#xa0;: as, rois gardés, piques et coupes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} &amp; {other} made their {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} &amp; {other} made their {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} et {other} ont rempli leur contrat de {bid} avec {n} pli.</numerusform>
            <numerusform>{seat} et {other} ont rempli leur contrat de {bid} avec {n} plis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} made {bid} with {n} tricks.</source>
        <extracomment>English singular: {seat} made {bid} with {n} trick.</extracomment>
        <translation>
            <numerusform>{seat} a rempli son contrat de {bid} avec {n} pli.</numerusform>
            <numerusform>{seat} a rempli son contrat de {bid} avec {n} plis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tricks</source>
        <extracomment>English singular: {n} trick</extracomment>
        <translation>
            <numerusform>{n} pli</numerusform>
            <numerusform>{n} plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags (100 off at {limit}).</source>
        <extracomment>English singular: {seat}: {n} bag (100 off at {limit}).</extracomment>
        <translation>
            <numerusform>{seat}&#xa0;: {n} sac (100 points de moins à {limit}).</numerusform>
            <numerusform>{seat}&#xa0;: {n} sacs (100 points de moins à {limit}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: {n} bags.</source>
        <extracomment>English singular: {seat}: {n} bag.</extracomment>
        <translation>
            <numerusform>{seat}&#xa0;: {n} sac.</numerusform>
            <numerusform>{seat}&#xa0;: {n} sacs.</numerusform>
        </translation>
    </message>
    <message>
        <source>This saved game cannot be played: seat {number} ({name}) has a computer level this version cannot use: {problem}.</source>
        <translation>Cette partie sauvegardée ne peut pas être jouée&#xa0;: la place {number} ({name}) a un niveau d&apos;ordinateur que cette version ne peut pas utiliser&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder}: {problem}.</source>
        <translation>Vos réglages n&apos;ont pas pu être enregistrés dans {folder}&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: hand {hand} cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>La feuille de marque « {title} » (numéro {id}) est endommagée : la donne {hand} est illisible. Elle est laissée telle quelle ; les autres feuilles ne sont pas touchées.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its list of players cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>La feuille de marque « {title} » (numéro {id}) est endommagée : sa liste de joueurs est illisible. Elle est laissée telle quelle ; les autres feuilles ne sont pas touchées.</translation>
    </message>
    <message>
        <source>The score sheet “{title}” (number {id}) is damaged: its options cannot be read. It is left as it is; the other sheets are not affected.</source>
        <translation>La feuille de marque « {title} » (numéro {id}) est endommagée : ses options sont illisibles. Elle est laissée telle quelle ; les autres feuilles ne sont pas touchées.</translation>
    </message>
    <message>
        <source>The score sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so this change was not made.</source>
        <translation>La feuille de marque a été modifiée ailleurs (dans une autre copie de Card Table, peut-être) depuis son affichage ; cette modification n&apos;a donc pas été faite.</translation>
    </message>
    <message>
        <source>The card deck {deck} chosen in the settings is no longer installed or cannot be used, so Card Table&apos;s own cards are drawn instead.</source>
        <translation>Le jeu de cartes {deck} choisi dans les réglages n&apos;est plus installé ou ne peut pas être utilisé&#xa0;; les cartes de Card Table sont dessinées à sa place.</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used, so Card Table&apos;s own cards are drawn instead. {reason}</source>
        <translation>Le jeu de cartes {deck} ne peut pas être utilisé&#xa0;; les cartes de Card Table sont dessinées à sa place. {reason}</translation>
    </message>
    <message>
        <source>your picture {path} is missing</source>
        <translation>votre image {path} est introuvable</translation>
    </message>
    <message>
        <source>{deck}: {path} is nested more than {limit} levels deep, too deep for Card Table to draw</source>
        <translation>{deck}&#xa0;: {path} est imbriqué sur plus de {limit} niveaux, trop profond pour que Card Table le dessine</translation>
    </message>
    <message>
        <source>{deck}: cannot be loaded ({error})</source>
        <translation>{deck}&#xa0;: impossible à charger ({error})</translation>
    </message>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Un joueur de l&apos;ordinateur a échoué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The hint player failed: {error}</source>
        <translation>Le conseiller a échoué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name} cannot play: {problem}.</source>
        <translation>{name} ne peut pas jouer&#xa0;: {problem}.</translation>
    </message>
    <message>
        <source>Your {kept} chips do not cover the table&apos;s minimum of {low}: the house gives you a fresh {fresh}.</source>
        <translation>Vos {kept} jetons ne couvrent pas la mise minimale de la table ({low})&#xa0;: la banque vous redonne {fresh} jetons.</translation>
    </message>
    <message>
        <source>Bust {points}</source>
        <translation>Sautée à {points}</translation>
    </message>
    <message>
        <source>Blackjack!</source>
        <translation>Blackjack&#xa0;!</translation>
    </message>
    <message>
        <source>Doubled {points}</source>
        <translation>Doublée à {points}</translation>
    </message>
    <message>
        <source>Stood {points}</source>
        <translation>Restée à {points}</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>{name} · {chips}</source>
        <translation>{name} · {chips}</translation>
    </message>
    <message>
        <source>Surrendered {result}</source>
        <translation>Abandonnée {result}</translation>
    </message>
    <message>
        <source>Blackjack! {result}</source>
        <translation>Blackjack&#xa0;! {result}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Discards
{n}</source>
        <translation>Défausse
{n}</translation>
    </message>
    <message>
        <source>Dealer: {points}</source>
        <translation>Croupier&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Dealer: bust ({points})</source>
        <translation>Croupier&#xa0;: sauté ({points})</translation>
    </message>
    <message>
        <source>Cut card out:
new shoe next round</source>
        <translation>Carte de coupe sortie&#xa0;:
nouveau sabot au prochain tour</translation>
    </message>
    <message>
        <source>Shoe: {n}
{cut} to the cut card</source>
        <translation>Sabot&#xa0;: {n}
{cut} avant la carte de coupe</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Pas de mise</translation>
    </message>
    <message>
        <source>Working out basic strategy…</source>
        <translation>Calcul de la stratégie de base…</translation>
    </message>
    <message>
        <source>{head} {values} per chip bet.</source>
        <translation>{head} {values} par jeton misé.</translation>
    </message>
    <message>
        <source>You chose to {chosen}; {line}</source>
        <translation>Votre choix&#xa0;: {chosen}&#xa0;; {line}</translation>
    </message>
    <message>
        <source>Hit  [H]</source>
        <translation>Tirer  [H]</translation>
    </message>
    <message>
        <source>Stand  [S]</source>
        <translation>Rester  [S]</translation>
    </message>
    <message>
        <source>Double  [D]</source>
        <translation>Doubler  [D]</translation>
    </message>
    <message>
        <source>Split  [P]</source>
        <translation>Séparer  [P]</translation>
    </message>
    <message>
        <source>Surrender  [R]</source>
        <translation>Abandonner  [R]</translation>
    </message>
    <message>
        <source>Insurance  [I]</source>
        <translation>Assurance  [I]</translation>
    </message>
    <message>
        <source>No insurance  [N]</source>
        <translation>Pas d&apos;assurance  [N]</translation>
    </message>
    <message>
        <source>Clear  [⌫]</source>
        <translation>Effacer  [⌫]</translation>
    </message>
    <message>
        <source>Take your chips back</source>
        <translation>Reprendre vos jetons</translation>
    </message>
    <message>
        <source>Deal {amount}  [↵]</source>
        <translation>Distribuer {amount}  [↵]</translation>
    </message>
    <message>
        <source>Bet the chips shown and deal</source>
        <translation>Miser les jetons affichés et distribuer</translation>
    </message>
    <message>
        <source>Take another card</source>
        <translation>Prendre une carte de plus</translation>
    </message>
    <message>
        <source>Take no more cards</source>
        <translation>Ne plus prendre de carte</translation>
    </message>
    <message>
        <source>Double your bet and take one card only</source>
        <translation>Doubler votre mise et prendre une seule carte</translation>
    </message>
    <message>
        <source>Split your pair into two hands, a bet on each</source>
        <translation>Séparer votre paire en deux mains, avec une mise sur chacune</translation>
    </message>
    <message>
        <source>Give up the hand and half the bet</source>
        <translation>Renoncer à la main et à la moitié de la mise</translation>
    </message>
    <message>
        <source>Stake half your bet that the dealer has blackjack</source>
        <translation>Parier la moitié de votre mise sur un blackjack du croupier</translation>
    </message>
    <message>
        <source>Play on without insurance</source>
        <translation>Continuer sans assurance</translation>
    </message>
    <message>
        <source>Sit out  [X]</source>
        <translation>Ne pas jouer  [X]</translation>
    </message>
    <message>
        <source>This box plays no part in the round</source>
        <translation>Cette case ne participe pas au tour</translation>
    </message>
    <message>
        <source>Add chips to your bet: {low} to {high}.</source>
        <translation>Ajoutez des jetons à votre mise&#xa0;: de {low} à {high}.</translation>
    </message>
    <message>
        <source>+{chip}  [{key}]</source>
        <translation>+{chip}  [{key}]</translation>
    </message>
    <message>
        <source>Add a chip of {chip} to your bet</source>
        <translation>Ajouter un jeton de {chip} à votre mise</translation>
    </message>
    <message>
        <source>Rebet {amount}  [R]</source>
        <translation>Même mise {amount}  [R]</translation>
    </message>
    <message>
        <source>Bet what you bet last round</source>
        <translation>Miser comme au tour précédent</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <source>Next round  [{key}]</source>
        <translation>Tour suivant  [{key}]</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Tour suivant</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} round: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Après {n} tour&#xa0;: {names} mènent avec {total}.</numerusform>
            <numerusform>Après {n} tours&#xa0;: {names} mènent avec {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Ce tour</translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: you lead with {total}.</source>
        <extracomment>English singular: After {n} round: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Après {n} tour&#xa0;: vous menez avec {total}.</numerusform>
            <numerusform>Après {n} tours&#xa0;: vous menez avec {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} rounds: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} round: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Après {n} tour&#xa0;: {name} mène avec {total}.</numerusform>
            <numerusform>Après {n} tours&#xa0;: {name} mène avec {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Advice  [A]</source>
        <translation>Conseil  [A]</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What basic strategy does here, and what each choice is worth</source>
        <translation>Ce que fait la stratégie de base ici, et ce que vaut chaque choix</translation>
    </message>
    <message>
        <source>Coach comments</source>
        <translation>Commentaires du coach</translation>
    </message>
    <message>
        <source>The coach speaks up when you depart from basic strategy</source>
        <translation>Le coach intervient quand vous vous écartez de la stratégie de base</translation>
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
        <translation>Espace&#xa0;: retourner une carte · P&#xa0;: pause · S&#xa0;: vitesse</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: you answer {n} more cards.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: you answer {n} more card.</extracomment>
        <translation>
            <numerusform>{name} attaque avec un {card}&#xa0;: vous devez encore retourner {n} carte.</numerusform>
            <numerusform>{name} attaque avec un {card}&#xa0;: vous devez encore retourner {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game lasted {n} cards.</source>
        <extracomment>English singular: The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>La manche a duré {n} carte.</numerusform>
            <numerusform>La manche a duré {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ending} The game lasted {n} cards.</source>
        <extracomment>English singular: {ending} The game lasted {n} card.</extracomment>
        <translation>
            <numerusform>{ending} La manche a duré {n} carte.</numerusform>
            <numerusform>{ending} La manche a duré {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the attack and takes the pile ({n} cards).</source>
        <extracomment>English singular: {name} wins the attack and takes the pile ({n} card).</extracomment>
        <translation>
            <numerusform>{name} gagne l&apos;attaque et prend le tas ({n} carte).</numerusform>
            <numerusform>{name} gagne l&apos;attaque et prend le tas ({n} cartes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {card} attacks: {name} answers {n} more cards.</source>
        <extracomment>English singular: Your {card} attacks: {name} answers {n} more card.</extracomment>
        <translation>
            <numerusform>Vous attaquez avec un {card}&#xa0;: {name} doit encore retourner {n} carte.</numerusform>
            <numerusform>Vous attaquez avec un {card}&#xa0;: {name} doit encore retourner {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} attacks: {n} more cards to answer.</source>
        <extracomment>English singular: {name}&apos;s {card} attacks: {n} more card to answer.</extracomment>
        <translation>
            <numerusform>{name} attaque avec un {card}&#xa0;: encore {n} carte en réponse.</numerusform>
            <numerusform>{name} attaque avec un {card}&#xa0;: encore {n} cartes en réponse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the attack: you take the pile ({n} cards).</source>
        <extracomment>English singular: You win the attack: you take the pile ({n} card).</extracomment>
        <translation>
            <numerusform>Vous gagnez l&apos;attaque&#xa0;: vous prenez le tas ({n} carte).</numerusform>
            <numerusform>Vous gagnez l&apos;attaque&#xa0;: vous prenez le tas ({n} cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair with the {card}</source>
        <translation>Apparier avec {card}</translation>
    </message>
    <message>
        <source>Lay it on the table</source>
        <translation>La poser sur la table</translation>
    </message>
    <message>
        <source>No table card to pair with: choose a card of your hand, or lay one.</source>
        <translation>Aucune carte de la table avec laquelle s&apos;apparier&#xa0;: choisissez une carte de votre main, ou posez-en une.</translation>
    </message>
    <message>
        <source>The {card} makes ten with no table card.</source>
        <translation>{card} ne fait dix avec aucune carte de la table.</translation>
    </message>
    <message>
        <source>Return takes the {card} with the turned card.</source>
        <translation>Appuyez sur Entrée pour prendre {card} avec la carte retournée.</translation>
    </message>
    <message>
        <source>Return pairs your {card} with the {other}.</source>
        <translation>Appuyez sur Entrée pour apparier {card} de votre main avec {other}.</translation>
    </message>
    <message>
        <source>A computer player chose an illegal move: {reason}</source>
        <translation>Un joueur de l&apos;ordinateur a choisi un coup interdit&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{description} (key {key})</source>
        <translation>{description} (touche {key})</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Votre annonce</translation>
    </message>
    <message>
        <source>How many tricks you expect to take: Up and Down or the digits change it, Enter bids it</source>
        <translation>Combien de plis vous pensez faire&#xa0;: Haut et Bas ou les chiffres le changent, Entrée valide l&apos;annonce</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Touche&#xa0;: {key}</translation>
    </message>
    <message>
        <source>Redouble {name}</source>
        <translation>Surcontrer {name}</translation>
    </message>
    <message>
        <source>Double {name}</source>
        <translation>Contrer {name}</translation>
    </message>
    <message>
        <source>Press to choose this double, again to take it back</source>
        <translation>Appuyez pour choisir ce contre, une seconde fois pour l&apos;annuler</translation>
    </message>
    <message>
        <source>Redouble everyone you may</source>
        <translation>Surcontrer tous ceux que vous pouvez</translation>
    </message>
    <message>
        <source>Make the chosen doubles and end your turn</source>
        <translation>Faire les contres choisis et finir votre tour</translation>
    </message>
    <message>
        <source>{contract} — played</source>
        <translation>{contract} — joué</translation>
    </message>
    <message>
        <source>Already played in this seven</source>
        <translation>Déjà joué dans cette série</translation>
    </message>
    <message>
        <source>Choose this contract</source>
        <translation>Choisir ce contrat</translation>
    </message>
    <message>
        <source>Bid the number shown</source>
        <translation>Annoncer le nombre affiché</translation>
    </message>
    <message>
        <source>Maximum: redouble all</source>
        <translation>Maximum&#xa0;: surcontrer tous</translation>
    </message>
    <message>
        <source>Maximum: double all</source>
        <translation>Maximum&#xa0;: contrer tous</translation>
    </message>
    <message>
        <source>On the {suit} row</source>
        <translation>Sur la rangée de {suit}</translation>
    </message>
    <message>
        <source>As the {card}, on the {suit} row</source>
        <translation>Comme {card}, sur la rangée de {suit}</translation>
    </message>
    <message>
        <source>On {suit} row {n}</source>
        <translation>Sur la rangée {n} de {suit}</translation>
    </message>
    <message>
        <source>for {card}</source>
        <translation>pour {card}</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>Vous avez demandé «&#xa0;{what}&#xa0;» à {other}&#xa0;: aucune, c&apos;est donc au tour de {other}.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you had none, so it is your turn.</source>
        <translation>{seat} vous a demandé «&#xa0;{what}&#xa0;»&#xa0;: vous n&apos;en aviez pas, c&apos;est donc à vous de jouer.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: none, so it is {other}&apos;s turn.</source>
        <translation>{seat} a demandé «&#xa0;{what}&#xa0;» à {other}&#xa0;: aucune, c&apos;est donc au tour de {other}.</translation>
    </message>
    <message numerus="yes">
        <source>You asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: You asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>Vous avez demandé «&#xa0;{what}&#xa0;» à {other} et reçu {n} carte.</numerusform>
            <numerusform>Vous avez demandé «&#xa0;{what}&#xa0;» à {other} et reçu {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked you for {what}: you gave {n} cards.</source>
        <extracomment>English singular: {seat} asked you for {what}: you gave {n} card.</extracomment>
        <translation>
            <numerusform>{seat} vous a demandé «&#xa0;{what}&#xa0;»&#xa0;: vous avez donné {n} carte.</numerusform>
            <numerusform>{seat} vous a demandé «&#xa0;{what}&#xa0;»&#xa0;: vous avez donné {n} cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} asked {other} for {what} and got {n} cards.</source>
        <extracomment>English singular: {seat} asked {other} for {what} and got {n} card.</extracomment>
        <translation>
            <numerusform>{seat} a demandé «&#xa0;{what}&#xa0;» à {other} et a reçu {n} carte.</numerusform>
            <numerusform>{seat} a demandé «&#xa0;{what}&#xa0;» à {other} et a reçu {n} cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>You asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>Vous avez demandé «&#xa0;{what}&#xa0;» à {other}, pêché la bonne carte ({card}) et demandé encore.</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}, fished the {card} and asked again.</source>
        <translation>{seat} vous a demandé «&#xa0;{what}&#xa0;», a pêché la bonne carte ({card}) et a demandé encore.</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}, fished the {card} and asked again.</source>
        <translation>{seat} a demandé «&#xa0;{what}&#xa0;» à {other}, a pêché la bonne carte ({card}) et a demandé encore.</translation>
    </message>
    <message>
        <source>You asked {other} for {what}: Go fish!</source>
        <translation>Vous avez demandé «&#xa0;{what}&#xa0;» à {other}&#xa0;: «&#xa0;Va à la pêche&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>{seat} asked you for {what}: you said Go fish!</source>
        <translation>{seat} vous a demandé «&#xa0;{what}&#xa0;»&#xa0;: vous avez dit «&#xa0;Va à la pêche&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>{seat} asked {other} for {what}: Go fish!</source>
        <translation>{seat} a demandé «&#xa0;{what}&#xa0;» à {other}&#xa0;: «&#xa0;Va à la pêche&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Ask {player} for {rank}</source>
        <translation>Demander les {rank} à {player}</translation>
    </message>
    <message>
        <source>Ask {player} for the {card}</source>
        <translation>Demander la carte {card} à {player}</translation>
    </message>
    <message>
        <source>Go fish!</source>
        <translation>Va à la pêche&#xa0;!</translation>
    </message>
    <message>
        <source>None!</source>
        <translation>Je n&apos;en ai pas&#xa0;!</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Donne terminée</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Cette donne</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <extracomment>English singular: {n} card</extracomment>
        <translation>
            <numerusform>{n} carte</numerusform>
            <numerusform>{n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Que faire maintenant</translation>
    </message>
    <message>
        <source>Start a new match? The match in progress will be lost.</source>
        <translation>Commencer une nouvelle partie&#xa0;? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Deal this match again from the start? The hands played so far will be lost.</source>
        <translation>Redistribuer cette partie depuis le début&#xa0;? Les donnes jouées jusqu&apos;ici seront perdues.</translation>
    </message>
    <message numerus="yes">
        <source>Draw {n} cards</source>
        <extracomment>English singular: Draw {n} card</extracomment>
        <translation>
            <numerusform>Piocher {n} carte</numerusform>
            <numerusform>Piocher {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}, passed to you</source>
        <translation>{card}, carte qui vous a été passée</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>As&amp;k before leaving a match in progress</source>
        <translation>&amp;Demander avant de quitter une partie en cours</translation>
    </message>
    <message>
        <source>New game and Restart ask first while a match is under way</source>
        <translation>Nouvelle partie et Recommencer demandent d’abord confirmation pendant une partie</translation>
    </message>
    <message>
        <source>Our card back</source>
        <translation>Notre dos de carte</translation>
    </message>
    <message>
        <source>Your picture…</source>
        <translation>Votre image…</translation>
    </message>
    <message>
        <source>Choose a picture for the card backs</source>
        <translation>Choisir une image pour le dos des cartes</translation>
    </message>
    <message>
        <source>Use ours again</source>
        <translation>Reprendre le nôtre</translation>
    </message>
    <message>
        <source>Use our card back again</source>
        <translation>Reprendre notre dos de carte</translation>
    </message>
    <message>
        <source>Choose a picture for the table</source>
        <translation>Choisir une image pour la table</translation>
    </message>
    <message>
        <source>Use our green felt again</source>
        <translation>Reprendre notre tapis vert</translation>
    </message>
    <message>
        <source>Why the picture cannot be used</source>
        <translation>Pourquoi l&apos;image ne peut pas être utilisée</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>Your picture</source>
        <translation>Votre image</translation>
    </message>
    <message>
        <source>Our green felt</source>
        <translation>Notre tapis vert</translation>
    </message>
    <message>
        <source>This deck comes in one colouring only.</source>
        <translation>Ce jeu de cartes n&apos;existe qu&apos;en une seule coloration.</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: you lead with {total}.</source>
        <extracomment>English singular: After {n} hand: you lead with {total}.</extracomment>
        <translation>
            <numerusform>Après {n} donne&#xa0;: vous menez avec {total}.</numerusform>
            <numerusform>Après {n} donnes&#xa0;: vous menez avec {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You win with {total}</source>
        <translation>Vous gagnez avec {total}</translation>
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
            <numerusform>Cagnotte&#xa0;: {n} carte,
valeur pour vous&#xa0;: {points}</numerusform>
            <numerusform>Cagnotte&#xa0;: {n} cartes,
valeur pour vous&#xa0;: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the kitty</source>
        <translation>Prendre la cagnotte</translation>
    </message>
    <message>
        <source>Pass to {player}</source>
        <translation>Passer à {player}</translation>
    </message>
    <message>
        <source>Play and leave the kitty</source>
        <translation>Jouer et laisser la cagnotte</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>Choisissez d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>Card {n} picked</source>
        <translation>Carte choisie n°&#xa0;{n}</translation>
    </message>
    <message numerus="yes">
        <source>Collection: {n} cards</source>
        <extracomment>English singular: Collection: {n} card</extracomment>
        <translation>
            <numerusform>Tas&#xa0;: {n} carte</numerusform>
            <numerusform>Tas&#xa0;: {n} cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>A card you cannot play is passed to the player on your left, {player}.</source>
        <translation>Une carte que vous ne pouvez pas jouer se passe au joueur à votre gauche, {player}.</translation>
    </message>
    <message>
        <source>Play the chosen cards</source>
        <translation>Jouer les cartes choisies</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, then press this to play them.</source>
        <translation>Choisissez les cartes d&apos;une suite, ou des cartes de même valeur, puis appuyez sur ce bouton pour les jouer.</translation>
    </message>
    <message>
        <source>Choose the cards of a run, or of one rank, that may be played together.</source>
        <translation>Choisissez les cartes d&apos;une suite, ou des cartes de même valeur, qui peuvent être jouées ensemble.</translation>
    </message>
    <message>
        <source>Press L, Escape or click the table to put the last trick away.</source>
        <translation>Appuyez sur L ou Échap, ou cliquez sur la table, pour ranger le dernier pli.</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Vous remportez le pli.</translation>
    </message>
    <message>
        <source>That card can only be played with others: choose them too, then play the chosen cards.</source>
        <translation>Cette carte ne peut être jouée qu&apos;avec d&apos;autres&#xa0;: choisissez-les aussi, puis jouez les cartes choisies.</translation>
    </message>
    <message>
        <source>Played by you</source>
        <translation>Jouée par vous</translation>
    </message>
    <message>
        <source>After a hint (H): make the hinted move</source>
        <translation>Après un conseil (H)&#xa0;: jouer le coup conseillé</translation>
    </message>
    <message>
        <source>After a hand: deal the next hand</source>
        <translation>Après une donne&#xa0;: distribuer la donne suivante</translation>
    </message>
    <message>
        <source>Any key or a click</source>
        <translation>Une touche ou un clic</translation>
    </message>
    <message>
        <source>Go on at once while a finished trick or the last trick is shown</source>
        <translation>Continuer aussitôt pendant qu&apos;un pli terminé ou le dernier pli est montré</translation>
    </message>
    <message>
        <source>Camicia: turn your top card</source>
        <translation>Camicia&#xa0;: retourner votre carte du dessus</translation>
    </message>
    <message>
        <source>Camicia: pause, or play on by itself</source>
        <translation>Camicia&#xa0;: mettre en pause, ou laisser la table jouer seule</translation>
    </message>
    <message>
        <source>Camicia: the next speed (slow, normal, fast)</source>
        <translation>Camicia&#xa0;: vitesse suivante (lent, normal, rapide)</translation>
    </message>
    <message>
        <source>Chinese Ten: the next table card the chosen card makes ten with (Return pairs them)</source>
        <translation>Dix chinois&#xa0;: la carte suivante de la table avec laquelle la carte choisie fait dix (Entrée les apparie)</translation>
    </message>
    <message>
        <source>Statistics: play the picked cards, the last picked on top</source>
        <translation>Statistiques&#xa0;: jouer les cartes choisies, la dernière choisie sur le dessus</translation>
    </message>
    <message>
        <source>Statistics: take the kitty with the picked cards</source>
        <translation>Statistiques&#xa0;: prendre la cagnotte avec les cartes choisies</translation>
    </message>
    <message>
        <source>Statistics: pass the picked card to the player on your left</source>
        <translation>Statistiques&#xa0;: passer la carte choisie au joueur à votre gauche</translation>
    </message>
    <message>
        <source>Blackjack: hit, stand, double, split, surrender (H hits there, not the hint)</source>
        <translation>Blackjack&#xa0;: tirer, rester, doubler, séparer, abandonner (H y fait tirer au lieu de donner un conseil)</translation>
    </message>
    <message>
        <source>Blackjack: take insurance, or not</source>
        <translation>Blackjack&#xa0;: prendre l&apos;assurance, ou non</translation>
    </message>
    <message>
        <source>Blackjack: the coach&apos;s advice (instead of the hint)</source>
        <translation>Blackjack&#xa0;: le conseil du coach (à la place du conseil habituel)</translation>
    </message>
    <message>
        <source>Blackjack: add a chip of 10, 50, 100 or 500 to your bet</source>
        <translation>Blackjack&#xa0;: ajouter un jeton de 10, 50, 100 ou 500 à votre mise</translation>
    </message>
    <message>
        <source>Blackjack: raise or lower your bet (+ and - too)</source>
        <translation>Blackjack&#xa0;: augmenter ou diminuer votre mise (+ et - aussi)</translation>
    </message>
    <message>
        <source>Blackjack: deal with the bet shown</source>
        <translation>Blackjack&#xa0;: distribuer avec la mise affichée</translation>
    </message>
    <message>
        <source>Blackjack: clear your bet, bet as last round, sit out</source>
        <translation>Blackjack&#xa0;: effacer votre mise, miser comme au tour précédent, ne pas jouer</translation>
    </message>
    <message>
        <source>The demo is already running. Press Escape to stop it.</source>
        <translation>La démo est déjà en cours. Appuyez sur Échap pour l&apos;arrêter.</translation>
    </message>
    <message>
        <source>Watch a demo? Your match is saved and comes back when the demo stops.</source>
        <translation>Regarder une démo&#xa0;? Votre partie est enregistrée et revient quand la démo s&apos;arrête.</translation>
    </message>
    <message>
        <source>Demo: the computer plays every seat. Press Escape to stop.</source>
        <translation>Démo&#xa0;: l&apos;ordinateur joue à toutes les places. Appuyez sur Échap pour arrêter.</translation>
    </message>
    <message>
        <source>The board of {game} cannot be shown: {error}</source>
        <translation>La planche de {game} ne peut pas être affichée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Your chips could not be kept: {error}</source>
        <translation>Vos jetons n&apos;ont pas pu être conservés&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Deal the same match again</source>
        <translation>Redistribuer la même partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the match to a file</source>
        <translation>Enregistrer la partie dans un fichier</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Démo</translation>
    </message>
    <message>
        <source>Watch the computer play every seat</source>
        <translation>Regarder l&apos;ordinateur jouer à toutes les places</translation>
    </message>
    <message>
        <source>&amp;Stop the demo</source>
        <translation>&amp;Arrêter la démo</translation>
    </message>
    <message>
        <source>End the demo</source>
        <translation>Arrêter la démo</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Revenir à votre partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Reprendre votre dernier coup</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>What would the computer do in your seat?</source>
        <translation>Que ferait l&apos;ordinateur à votre place&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Distribuer la donne suivante</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>The rules of the game</source>
        <translation>Les règles du jeu</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <source>Show or hide the score sheet beside the table</source>
        <translation>Afficher ou masquer la feuille de marque à côté de la table</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <source>Your results, game by game</source>
        <translation>Vos résultats, jeu par jeu</translation>
    </message>
    <message>
        <source>Score s&amp;heets…</source>
        <translation>Feuilles de &amp;marque…</translation>
    </message>
    <message>
        <source>Every score sheet: played matches, and sheets kept for games with real cards</source>
        <translation>Toutes les feuilles de marque&#xa0;: parties jouées, et feuilles tenues pour des parties avec de vraies cartes</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>Cards, table, language and players</source>
        <translation>Cartes, table, langue et joueurs</translation>
    </message>
    <message>
        <source>S&amp;witch between table and score sheet</source>
        <translation>&amp;Basculer entre la table et la feuille de marque</translation>
    </message>
    <message>
        <source>Move the keyboard focus between the table and the score sheet</source>
        <translation>Déplacer le focus clavier entre la table et la feuille de marque</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>Every key of the game and the table</source>
        <translation>Toutes les touches du jeu et de la table</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <source>Choose a game to play.</source>
        <translation>Choisissez un jeu.</translation>
    </message>
    <message>
        <source>{game} — Card Table</source>
        <translation>{game} — Card Table</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Conseil&#xa0;: {move}</translation>
    </message>
    <message>
        <source>Match over. Winner: {name}.</source>
        <translation>Partie terminée. Gagnant&#xa0;: {name}.</translation>
    </message>
    <message>
        <source>Match over. Winners: {names}.</source>
        <translation>Partie terminée. Gagnants&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Card Table matches (*.cardtable *.json)</source>
        <translation>Parties Card Table (*.cardtable *.json)</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>There is nothing of yours to undo in this hand.</source>
        <translation>Vous n&apos;avez rien à annuler dans cette donne.</translation>
    </message>
    <message>
        <source>Thinking about your best move…</source>
        <translation>Recherche de votre meilleur coup…</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Un conseil ne se demande qu&apos;à votre tour.</translation>
    </message>
    <message>
        <source>Next hand  [{key}]</source>
        <translation>Donne suivante  [{key}]</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Enregistré dans {path}.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Statistics are unavailable.</source>
        <translation>Les statistiques ne sont pas disponibles.</translation>
    </message>
    <message>
        <source>The language changes when Card Table starts again.</source>
        <translation>La langue changera au prochain démarrage de Card Table.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Statistics are unavailable: {error}</source>
        <translation>Les statistiques ne sont pas disponibles&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The score sheet could not be kept: {error}</source>
        <translation>La feuille de marque n&apos;a pas pu être conservée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The match could not be saved: {error}</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{file} could not be opened: {error}</source>
        <translation>Impossible d&apos;ouvrir {file}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Score sheets are unavailable: {error}</source>
        <translation>Les feuilles de marque ne sont pas disponibles&#xa0;: {error}</translation>
    </message>
    <message>
        <source>⚠ Cannot start: only one seat can be played by a human.</source>
        <translation>⚠ Impossible de commencer&#xa0;: une seule place peut être tenue par un humain.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}&#xa0;:</translation>
    </message>
    <message>
        <source>⚠ Cannot start: {reason}</source>
        <translation>⚠ Impossible de commencer&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>(changed from standard: {value})</source>
        <translation>(modifié par rapport au standard&#xa0;: {value})</translation>
    </message>
    <message>
        <source>These rules have not been translated yet: they are shown in English.</source>
        <translation>Ces règles ne sont pas encore traduites&#xa0;: elles sont affichées en anglais.</translation>
    </message>
    <message>
        <source>{plate} · dealer</source>
        <translation>{plate} · donneur</translation>
    </message>
    <message>
        <source>{plate}, dealer</source>
        <translation>{plate}, donneur</translation>
    </message>
    <message>
        <source>{plate}, to play</source>
        <translation>{plate}, à jouer</translation>
    </message>
    <message>
        <source>Drop the card here to play it</source>
        <translation>Déposez la carte ici pour la jouer</translation>
    </message>
    <message numerus="yes">
        <source>{name} · {n} cards</source>
        <extracomment>English singular: {name} · {n} card</extracomment>
        <translation>
            <numerusform>{name} · {n} carte</numerusform>
            <numerusform>{name} · {n} cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, {n} cards</source>
        <extracomment>English singular: {name}, {n} card</extracomment>
        <translation>
            <numerusform>{name}, {n} carte</numerusform>
            <numerusform>{name}, {n} cartes</numerusform>
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
        <translation>Instantané</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Aperçu du jeu de cartes</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (our deck)</source>
        <translation>Version &amp;quatre couleurs (notre jeu)</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so no two suits share a colour</source>
        <translation>Trèfle en vert et carreau en bleu&#xa0;: chaque couleur a sa propre teinte</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>Table à fort &amp;contraste</translation>
    </message>
    <message>
        <source>A darker felt, thicker outlines and solid name plates</source>
        <translation>Un tapis plus sombre, des contours plus épais et des plaques de nom opaques</translation>
    </message>
    <message>
        <source>&amp;Large cards</source>
        <translation>&amp;Grandes cartes</translation>
    </message>
    <message>
        <source>Bigger cards on the table; long hands overlap more</source>
        <translation>Des cartes plus grandes sur la table&#xa0;; les longues mains se chevauchent davantage</translation>
    </message>
    <message>
        <source>&amp;Sound effects (needs the &apos;sound&apos; extra)</source>
        <translation>Effets &amp;sonores (nécessite l&apos;extra «&#xa0;sound&#xa0;»)</translation>
    </message>
    <message>
        <source>A new language takes effect when Card Table starts again.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage de Card Table.</translation>
    </message>
    <message>
        <source>Why the settings were not saved</source>
        <translation>Pourquoi les réglages n&apos;ont pas été enregistrés</translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation>&amp;Jeu de cartes</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Vitesse d&apos;&amp;animation</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Votre &amp;nom</translation>
    </message>
    <message>
        <source>&amp;Computer players</source>
        <translation>Joueurs de l&apos;&amp;ordinateur</translation>
    </message>
    <message>
        <source>⚠ {problem} Press OK to try again, or Cancel.</source>
        <translation>⚠ {problem} Appuyez sur OK pour réessayer, ou sur Annuler.</translation>
    </message>
    <message>
        <source>{name}: {label}</source>
        <translation>{name}&#xa0;: {label}</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}&#xa0;:</translation>
    </message>
    <message>
        <source>{label}: {name}</source>
        <translation>{label}&#xa0;: {name}</translation>
    </message>
    <message>
        <source>{field} held {stored}, more than this form can show: it shows {shown}, and saving the hand keeps {shown}.</source>
        <translation>{field} valait {stored}, plus que ce formulaire ne peut afficher&#xa0;: il affiche {shown}, et enregistrer la donne garde {shown}.</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>feuille</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>{name}: {column}</source>
        <translation>{name}&#xa0;: {column}</translation>
    </message>
    <message>
        <source>Hand {n}: {problem}</source>
        <translation>Donne {n}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{value}, ringed</source>
        <translation>{value}, entouré</translation>
    </message>
    <message>
        <source>{column}: {value}</source>
        <translation>{column}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{name} wins with {total}</source>
        <translation>{name} gagne avec {total}</translation>
    </message>
    <message>
        <source>{value} ({tip})</source>
        <translation>{value} ({tip})</translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {name} leads with {total}.</source>
        <extracomment>English singular: After {n} hand: {name} leads with {total}.</extracomment>
        <translation>
            <numerusform>Après {n} donne&#xa0;: {name} mène avec {total}.</numerusform>
            <numerusform>Après {n} donnes&#xa0;: {name} mène avec {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After {n} hands: {names} lead with {total}.</source>
        <extracomment>English singular: After {n} hand: {names} lead with {total}.</extracomment>
        <translation>
            <numerusform>Après {n} donne&#xa0;: {names} mènent avec {total}.</numerusform>
            <numerusform>Après {n} donnes&#xa0;: {names} mènent avec {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem: {problem}</source>
        <translation>Problème&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Total of {name}: {total}</source>
        <translation>Total de {name}&#xa0;: {total}</translation>
    </message>
    <message>
        <source>{facts} · {fact}</source>
        <translation>{facts} · {fact}</translation>
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
        <translation>Jouées dans l&apos;application</translation>
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
        <translation>&amp;Afficher&#xa0;:</translation>
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
        <source>{title} ({game})</source>
        <translation>{title} ({game})</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} mène</translation>
    </message>
    <message>
        <source>{options}; {option}</source>
        <translation>{options}&#xa0;; {option}</translation>
    </message>
    <message>
        <source>Rename sheet</source>
        <translation>Renommer la feuille</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre&#xa0;:</translation>
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
        <source>always {n} partnerships</source>
        <translation>toujours {n} équipes</translation>
    </message>
    <message>
        <source>{low} to {high} partnerships</source>
        <translation>de {low} à {high} équipes</translation>
    </message>
    <message>
        <source>always {n} players</source>
        <translation>toujours {n} joueurs</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} a gagné</translation>
    </message>
    <message>
        <source>Delete the empty sheet “{title}”? Undo brings it back while this window is open.</source>
        <translation>Supprimer la feuille vide «&#xa0;{title}&#xa0;»&#xa0;? Annuler la fait revenir tant que cette fenêtre est ouverte.</translation>
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
        <translation>Aucune feuille de marque pour l&apos;instant. Choisissez «&#xa0;Nouvelle feuille…&#xa0;» pour tenir les scores d&apos;une partie jouée avec de vraies cartes.</translation>
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
        <translation>Supprimer la donne choisie&#xa0;; les donnes suivantes sont recalculées</translation>
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
        <translation>&amp;Titre&#xa0;:</translation>
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
        <translation>Enregistré&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Name {n}</source>
        <translation>Nom {n}</translation>
    </message>
    <message>
        <source>This sheet has no options.</source>
        <translation>Cette feuille n&apos;a pas d&apos;options.</translation>
    </message>
    <message>
        <source>The match is over: {winner}.</source>
        <translation>La partie est terminée&#xa0;: {winner}.</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Annuler {what}</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Rétablir {what}</translation>
    </message>
    <message numerus="yes">
        <source>{n} hands</source>
        <extracomment>English singular: {n} hand</extracomment>
        <translation>
            <numerusform>{n} donne</numerusform>
            <numerusform>{n} donnes</numerusform>
        </translation>
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
        <translation>Annulé&#xa0;: {what}</translation>
    </message>
    <message>
        <source>Redone: {what}</source>
        <translation>Rétabli&#xa0;: {what}</translation>
    </message>
    <message>
        <source>add hand {n}</source>
        <translation>l&apos;ajout de la donne {n}</translation>
    </message>
    <message>
        <source>delete hand {n}</source>
        <translation>la suppression de la donne {n}</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}&#xa0;: {value}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.</source>
        <extracomment>English singular: Delete the sheet “{title}” with its one hand? Undo brings it back while this window is open.</extracomment>
        <translation>
            <numerusform>Supprimer la feuille «&#xa0;{title}&#xa0;» et son unique donne&#xa0;? Annuler la fait revenir tant que cette fenêtre est ouverte.</numerusform>
            <numerusform>Supprimer la feuille «&#xa0;{title}&#xa0;» et ses {n} donnes&#xa0;? Annuler la fait revenir tant que cette fenêtre est ouverte.</numerusform>
        </translation>
    </message>
    <message>
        <source>This kind of sheet ({kind}) is not known to this version of Card Table.</source>
        <translation>Ce type de feuille ({kind}) est inconnu de cette version de Card Table.</translation>
    </message>
    <message>
        <source>The change could not be saved: {error}</source>
        <translation>La modification n&apos;a pas pu être enregistrée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The sheet could not be saved: {error}</source>
        <translation>La feuille n&apos;a pas pu être enregistrée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Impossible d&apos;écrire {path}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>This sheet could not be drawn: {error}</source>
        <translation>Impossible d&apos;afficher cette feuille&#xa0;: {error}</translation>
    </message>
</context>
</TS>
