//! The French table, in the words French Sudoku players and teachers use (`shared/FRENCH.md`):
//! grille, case, ligne, colonne, bloc, chiffre, candidat, indice, singleton caché, paire nue...
//! French typography: a non-breaking space (`\u{a0}`) before `:`, `;`, `!` and `?`, which also
//! keeps the sign on its word's line when the status wraps; L3C5 for a cell; a decimal comma.

use super::Key;

/// The French text of `key`.
pub const fn text(key: Key) -> &'static str {
    match key {
        Key::LanguageName => "Français",
        Key::ListComma => ", ",
        Key::ListAnd => " et ",
        Key::DecimalPoint => ",",
        Key::SentenceBreak => ". ",
        Key::ThousandsSeparator => "\u{a0}",
        Key::GridSide => "{0}×{0}",
        Key::On => "oui",
        Key::Off => "non",

        Key::CellName => "L{0}C{1}",
        Key::UnitRow => "la ligne {0}",
        Key::UnitCol => "la colonne {0}",
        Key::UnitBox => "le bloc {0}",
        Key::OfRow => "de la ligne {0}",
        Key::OfCol => "de la colonne {0}",
        Key::OfBox => "du bloc {0}",
        Key::InRow => "dans la ligne {0}",
        Key::InCol => "dans la colonne {0}",
        Key::InBox => "dans le bloc {0}",
        Key::ConflictAt => "{0} en {1} et en {2}",

        Key::Title => "SUDOKU",
        Key::TitleSubtitle => "éditeur et solveur",
        Key::TitleExit => "HOME\u{a0}: quitter",

        Key::LegendMove => "déplacer",
        Key::LegendDigitUp => "chiffre suivant",
        Key::LegendDigitDown => "chiffre précédent",
        Key::LegendSolve => "résoudre",
        Key::LegendClear => "effacer",
        Key::LegendUndo => "annuler",
        Key::LegendRedo => "rétablir",
        Key::LegendMenu => "menu",
        Key::LegendMenuHome => "menu HOME\u{a0}: sortir",
        Key::LegendJumpBox => "sauter un bloc",
        Key::LegendFlick => "chiffre au choix",
        Key::LegendFlickNote => "chiffre ou note",
        Key::LegendUndoRedo => "annule\u{a0}; +R refait",
        Key::GlyphOr => "ou",
        Key::KeypadHelp => "lâcher\u{a0}: saisir   tenir\u{a0}: bouger",
        Key::KeypadLetters => "R tenu\u{a0}: lettres (16×16)",
        Key::KeyNoDigit => "La touche {0} ne tape aucun chiffre sur une grille {1}",
        Key::LegendPlayUp => "chiffre / note +",
        Key::LegendPlayDown => "chiffre / note -",
        Key::LegendHintMark => "indice / noter",
        Key::LegendErase => "vider la case",
        Key::LegendPencil => "mode notes",
        Key::LegendTen => "dix avant / après",
        Key::LegendLoad => "charger (valider)",
        Key::LegendOne => "une avant / après",
        Key::LegendHundred => "100 avant / après",
        Key::LegendGoTo => "aller au numéro",
        Key::LegendCollections => "collections",
        Key::LegendBack => "retour",
        Key::TagEdit => "ÉDITION",
        Key::TagSolving => "RÉSOLUTION",
        Key::TagWatch => "PAS À PAS",
        Key::TagSolved => "RÉSOLUE",
        Key::TagNotUnique => "NON UNIQUE",
        Key::TagBenchmark => "BANC D'ESSAI",
        Key::TagMaking => "CRÉATION",
        Key::TagCounting => "DÉCOMPTE",
        Key::TagFinished => "GAGNÉ\u{a0}!",
        Key::TagPaused => "EN PAUSE",
        Key::TagPlayNotes => "JEU\u{a0}: NOTES",
        Key::TagPlay => "JEU",
        Key::TagLibrary => "BIBLIOTHÈQUE",
        Key::FooterTime => "{0}   temps {1}",
        Key::FooterTimeMistakes => "{0}  temps {1}  {2}",
        Key::MistakeOne => "{0} erreur",
        Key::MistakeMany => "{0} erreurs",
        Key::FooterGivens => "{0}   {1}",
        Key::GivenOne => "{0} chiffre donné",
        Key::GivenMany => "{0} chiffres donnés",
        Key::LibraryFooter => "{0} ({1} sur {2})",

        Key::ListMenu => "MENU",
        Key::ListSettings => "RÉGLAGES",
        Key::ListTools => "OUTILS",
        Key::ListSave => "SAUVEGARDER",
        Key::ListLoad => "CHARGER UNE SAUVEGARDE",
        Key::ListCollections => "COLLECTIONS",
        Key::ListChoose => "choisir",
        Key::ListBack => "retour",
        Key::MenuBackToEditing => "Revenir à l'édition",
        Key::MenuPlay => "Jouer cette grille",
        Key::MenuNewPuzzle => "Nouvelle grille\u{a0}: {0}",
        Key::MenuHint => "Indice",
        Key::MenuFillNotes => "Noter tous les candidats",
        Key::MenuMistakes => "Erreurs\u{a0}: {0}",
        Key::MenuPause => "Pause",
        Key::MenuWatch => "Pas à pas\u{a0}: {0}",
        Key::MenuSpeed => "Vitesse du pas à pas\u{a0}: {0}",
        Key::MenuSize => "Taille de la grille\u{a0}: {0}",
        Key::MenuLibrary => "Bibliothèque",
        Key::MenuSaveSlot => "Sauvegarder",
        Key::MenuLoadSlot => "Charger une sauvegarde",
        Key::MenuShare => "Ajouter à mine.txt",
        Key::MenuBenchmark => "Banc d'essai (9×9)",
        Key::MenuLanguage => "Langue\u{a0}: {0}",
        Key::MenuClose => "Fermer",
        Key::MenuRestart => "Recommencer la partie",
        Key::MenuCount => "Compter les solutions",
        Key::MenuVersion => "Version {0} ({1})",
        Key::MenuSettings => "Réglages >",
        Key::MenuTools => "Outils >",
        Key::MenuBack => "< Retour",
        Key::MenuSkipUsed => "Chiffres possibles seuls\u{a0}: {0}",
        Key::VersionSays => "Sudoku pour la PSP, version {0}, build {1}",
        Key::DifficultyEasy => "facile",
        Key::DifficultyMedium => "moyenne",
        Key::DifficultyHard => "difficile",
        Key::LevelEasy => "facile",
        Key::LevelMedium => "moyen",
        Key::LevelHard => "difficile",
        Key::LevelFiendish => "diabolique",
        Key::LevelExtreme => "extrême",
        Key::DifficultyFiendish => "diabolique",
        Key::DifficultyExtreme => "extrême",
        Key::LevelRated => "{0} ({1})",
        Key::MistakesOff => "non signalées",
        Key::MistakesRules => "selon les règles",
        Key::MistakesSolution => "selon la solution",
        Key::SpeedSlow => "lente",
        Key::SpeedNormal => "normale",
        Key::SpeedFast => "rapide",
        Key::SlotEmpty => "{0}  vide",
        Key::SlotGrid => "{0}  {1} {2} indices",
        Key::SlotSolved => "{0}  {1} {2} indices, résolue",
        Key::SlotGame => "{0}  {1} {2} indices, partie",
        Key::SlotDetail => "N°{0}\u{a0}: {1}, {2} indices",
        Key::SlotDetailGame => "partie, {0} de jeu",
        Key::SlotDetailGameOnly => "partie en cours",
        Key::SlotDetailSolved => "édition, solution affichée",
        Key::SlotDetailEditing => "édition",
        Key::SlotSavedAt => "sauvegardé le {0}",
        Key::SlotSavedUnknown => "date de sauvegarde inconnue",
        Key::DateTime => "{2}/{1}/{0} à {3}h{4}",

        Key::TechFullHouse => "Dernière case libre",
        Key::TechHiddenSingle => "Singleton caché",
        Key::TechNakedSingle => "Singleton nu",
        Key::TechPointing => "Interaction bloc-ligne",
        Key::TechClaiming => "Réduction ligne-bloc",
        Key::TechNakedPair => "Paire nue",
        Key::TechHiddenPair => "Paire cachée",
        Key::TechXWing => "X-Wing",
        Key::TechNakedTriple => "Triplet nu",
        Key::TechSwordfish => "Swordfish",
        Key::TechHiddenTriple => "Triplet caché",
        Key::TechXYWing => "XY-Wing",
        Key::TechXYZWing => "XYZ-Wing",
        Key::TechNakedQuad => "Quadruplet nu",
        Key::TechJellyfish => "Jellyfish",
        Key::TechHiddenQuad => "Quadruplet caché",
        Key::TechRemotePair => "Paires distantes",
        Key::TechWWing => "W-Wing",
        Key::TechBugPlusOne => "BUG+1",
        Key::TechUR1 => "Rectangle unique 1",
        Key::TechUR2 => "Rectangle unique 2",
        Key::TechUR3 => "Rectangle unique 3",
        Key::TechUR4 => "Rectangle unique 4",
        Key::TechHiddenRectangle => "Rectangle caché",
        Key::TechSkyscraper => "Gratte-ciel",
        Key::TechTwoStringKite => "Cerf-volant",
        Key::TechTurbotFish => "Turbot",
        Key::TechEmptyRectangle => "Rectangle vide",
        Key::TechFinnedXWing => "X-Wing à aileron",
        Key::TechSashimiXWing => "X-Wing sashimi",
        Key::TechFinnedSwordfish => "Swordfish à aileron",
        Key::TechSashimiSwordfish => "Swordfish sashimi",
        Key::TechSimpleColouring => "Coloriage simple",
        Key::TechMultiColouring => "Coloriage multiple",

        Key::TechXChain => "Chaîne X",
        Key::TechXYChain => "Chaîne XY",
        Key::TechNiceLoop => "Boucle",
        Key::TechAic => "Chaîne alternée (AIC)",
        Key::TechGroupedNiceLoop => "Boucle groupée",
        Key::TechGroupedAic => "Chaîne alternée groupée",
        Key::TechForcingChain => "Chaîne de forçage",
        Key::TechForcingNet => "Réseau de forçage",
        Key::Deduction => "{0}\u{a0}: {1}",
        Key::NoCandidateSays => "{0} n'a plus aucun candidat",
        Key::NoPlaceSays => "le {0} n'a plus de place {1}",
        Key::HintOnlyGuessing => {
            "Plus de déduction possible\u{a0}: il ne reste qu'à faire une supposition\u{a0}; essayez le {0} en {1}, un de ses {2} candidats"
        }
        Key::HintSolved => "Résolue\u{a0}: toutes les cases sont remplies, sans erreur",
        Key::HintContradiction => "Contradiction\u{a0}: {0}, un chiffre de la grille est donc faux",
        Key::InvalidConflict => "Conflit\u{a0}: {0} contient deux fois le {1}, en {2} et en {3}",
        Key::InvalidNoSolution => "Aucune solution\u{a0}: {0}",
        Key::HintShown => "Indice\u{a0}: {0}",
        Key::HintWrongDigit => "{0} ne contient pas le bon chiffre\u{a0}: retirez-le d'abord",

        Key::HintLostNote => "{0} a perdu son {1}, et c'est le {1} qui va là\u{a0}: notez-le",
        Key::HintTechnique => "À chercher\u{a0}: {0}, sur les {1} (redemandez\u{a0}: où)",
        Key::HintWhere => "{0}\u{a0}: voyez {1} (redemandez\u{a0}: l'étape)",
        Key::HintWhereEnds => "{0}\u{a0}: de {1} à {2} (redemandez\u{a0}: l'étape)",
        Key::HintWhereStart => "{0}\u{a0}: partez de {1} (redemandez\u{a0}: l'étape)",
        Key::HintApplied => "Indice appliqué\u{a0}: {0} (Select annule)",
        Key::HintSearching => "Recherche de l'étape suivante...",

        Key::EditHint => "Tapez la grille, puis Carré la résout",
        Key::EditTyped => {
            "Carré la résout\u{a0}; pour la jouer avec des indices\u{a0}: Start > {0}"
        }
        Key::Conflict => "Conflit\u{a0}: {0}",
        Key::SolutionCleared => {
            "Solution effacée, chiffres donnés gardés\u{a0}: Select la rétablit"
        }
        Key::GridAlreadyEmpty => "La grille est déjà vide",
        Key::GridCleared => "Grille effacée ({0})\u{a0}: Select la rétablit",
        Key::ClearAskAgain => {
            "Triangle à nouveau efface les {0}\u{a0}; toute autre touche les garde"
        }
        Key::ClearKept => "Rien d'effacé\u{a0}: les chiffres donnés sont gardés",
        Key::SearchConflict => "Conflit\u{a0}: {0}, pas de recherche",
        Key::Watching => "Recherche pas à pas (une touche l'arrête)",
        Key::Solving => "Résolution...",
        Key::SearchStopped => "Recherche arrêtée",
        Key::SolvedIn => "Résolue en {0}, {1}",
        Key::NotUnique => "Pas unique\u{a0}: une solution parmi plusieurs ({0})",
        Key::NoSolutionIn => "Aucune solution ({0}, {1})",
        Key::GuessOne => "{0} supposition",
        Key::GuessMany => "{0} suppositions",
        Key::WatchProgress => {
            "Profondeur {0}, {1} suppositions, {2} retours en arrière (une touche l'arrête)"
        }
        Key::CountConflict => "Conflit\u{a0}: {0}\u{a0}: aucune solution à compter",
        Key::Counting => "Décompte des solutions (une touche l'arrête)",
        Key::CountStopped => "Décompte arrêté\u{a0}: au moins {0}",
        Key::CountSoFar => "Décompte\u{a0}: {0} pour l'instant (une touche l'arrête)",
        Key::CountNone => "Aucune solution ({0})",
        Key::CountUnique => "1 solution\u{a0}: la grille est unique ({0})",
        Key::CountMore => "Plus de {0} solutions\u{a0}: le décompte s'arrête là ({1})",
        Key::CountSome => "{0} ({1})",
        Key::SolutionOne => "{0} solution",
        Key::SolutionMany => "{0} solutions",

        Key::Undone => "Annulé\u{a0}: {0} (Select+R rétablit)",
        Key::NothingToUndo => "Rien à annuler",
        Key::Redone => "Rétabli\u{a0}: {0}",
        Key::NothingToRedo => "Rien à rétablir",
        Key::StepChange => "modification en {0}",
        Key::StepNotes => "notes en {0}",
        Key::StepErase => "effacement en {0}",
        Key::StepFill => "candidats notés",
        Key::StepLeavePlay => "retour à l'édition",
        Key::StepStartPlay => "début de la partie",
        Key::StepClear => "effacement",
        Key::StepSolve => "résolution",
        Key::StepLoad => "chargement",
        Key::StepRestart => "recommencement",
        Key::StepHint => "indice appliqué",

        Key::EditingGivens => "Édition des chiffres donnés (Select revient à la partie)",
        Key::Restarted => {
            "Partie recommencée\u{a0}: les chiffres donnés seuls, le chrono à zéro (Select annule)"
        }
        Key::Paused => "Pause à {0} (une touche pour reprendre)",
        Key::AllNoted => "Tous les candidats sont notés (Select annule)",
        Key::PlayConflict => "Conflit\u{a0}: {0}\u{a0}; corrigez la grille avant de jouer",
        Key::PlayNoSolution => "Aucune solution\u{a0}: rien à jouer",
        Key::PlayStart => "À vous\u{a0}: remplissez la grille (L+R\u{a0}: notes)",
        Key::NewPuzzleMistakes => {
            "Nouvelle grille {0}, {1}. Pour voir les erreurs signalées\u{a0}: Start > Réglages > Erreurs"
        }
        Key::PlayStartMistakes => {
            "À vous\u{a0}: remplissez la grille (L+R\u{a0}: notes). Pour voir les erreurs signalées\u{a0}: Start > Réglages > Erreurs"
        }
        Key::PlayStartSeveral => {
            "À vous\u{a0}: cette grille a plusieurs solutions (L+R\u{a0}: notes)"
        }
        Key::PlayResumed => "Reprise\u{a0}: le chrono repart",
        Key::NotesMode => "Notes\u{a0}: O/X choisit le chiffre, Carré le note",
        Key::NotesOutsideGame => "L+R\u{a0}: les notes, en partie (Start > Jouer cette grille)",
        Key::DigitsMode => "Chiffres\u{a0}: O/X change la case (L+R\u{a0}: notes)",
        Key::NoNotesThere => "{0} contient un chiffre\u{a0}: pas de notes ici",
        Key::GameSolved => "Gagné\u{a0}! Temps {0}",
        Key::GivenLocked => "{0} est un chiffre donné\u{a0}: il ne change pas",
        Key::GameOver => {
            "Résolue en {0}\u{a0}: Start > Revenir à l'édition pour la modifier, Nouvelle grille pour continuer"
        }
        Key::BestFirst => {
            "Gagné\u{a0}! Temps {0}\u{a0}: votre première grille {1} en {2}, cotée {4}"
        }
        Key::BestNew => {
            "Gagné\u{a0}! Temps {0}\u{a0}: nouveau record, grille {1} en {2} cotée {4} \
             (avant\u{a0}: {3})"
        }
        Key::BestNot => {
            "Gagné\u{a0}! Temps {0}, grille cotée {4} (record, grille {1} en {2}\u{a0}: {3})"
        }

        Key::Making => "Création d'une grille {0}...",
        Key::MakingStopped => "Création de grille arrêtée",
        Key::MakingAttempt => "Création d'une grille {0}\u{a0}: {1}\u{a0}% (essai {2})",
        Key::MakingProgress => "Création d'une grille {0}\u{a0}: {1}\u{a0}%",
        Key::NewPuzzle => "Nouvelle grille {0}, {1}, créée en {2}\u{a0}; Select annule",
        Key::BenchStart => "Banc d'essai\u{a0}: 0/{0} grilles",
        Key::BenchStopped => "Banc d'essai arrêté",
        Key::BenchSolving => "Banc d'essai\u{a0}: résolution {0}/{1}",
        Key::BenchHardest => "Banc d'essai\u{a0}: les plus dures {0}/{1}",
        Key::BenchGenerating => "Banc d'essai\u{a0}: création {0}/{1}",
        Key::BenchDone => {
            "Banc d'essai\u{a0}: {0} µs par grille, plus dures {1}, pire {2}\u{a0}; 9×9 en {3}, 16×16 en {4}\u{a0}; naïf {5} affect./s"
        }
        Key::BenchNaive => "Banc d'essai\u{a0}: la recherche naïve",
        Key::BenchSixteen => "Banc d'essai\u{a0}: création 16×16 {0}/{1}, {2}\u{a0}%",
        Key::BenchFileSolving => {
            "banc d'essai\u{a0}: {0} µs par grille ({1} grilles, jusqu'à 2 solutions)"
        }
        Key::BenchFileGenerating => "création\u{a0}: {0} µs par grille 9×9 ({1} grilles)",
        Key::BenchFileNaive => {
            "recherche naïve\u{a0}: {0} affectations par seconde avec masques de bits, {1} en parcourant (pire cas)"
        }
        Key::BenchFileHardest => {
            "les plus dures\u{a0}: {0} µs en moyenne, {1} µs au pire ({2} grilles, jusqu'à 2 solutions)"
        }
        Key::BenchFileWorst => "la pire grille\u{a0}: n°\u{a0}{0}, {1} {2}",
        Key::BenchFileSymmetries => {
            "les plus dures sous symétries\u{a0}: {0} µs au pire ({1} grilles × {2} symétries, jusqu'à 2 solutions)"
        }
        Key::BenchFileSixteen => {
            "création 16×16\u{a0}: {0} µs par grille moyenne, {1} µs et {2} images du début à la fin ({3}, {4})"
        }
        Key::BenchFileSixteenBusy => {
            "création 16×16\u{a0}: non mesurée (la grille 16×16 était occupée)"
        }
        Key::BenchHints => "Banc d'essai\u{a0}: indices {0}/{1}",
        Key::BenchFileHint => {
            "indice\u{a0}: {0} µs au pire, plus longue tranche {1} µs ({2} grilles)"
        }
        Key::PuzzleOne => "{0} grille",
        Key::PuzzleMany => "{0} grilles",
        Key::TryOne => "{0} essai",
        Key::TryMany => "{0} essais",

        Key::LibraryEntry => "{0} sur {1}\u{a0}: {2}, {3}, {4}",
        Key::LibraryEntryReading => "{0} sur {1}...\u{a0}: {2}, {3}, {4}",
        Key::LibrarySkipped => "{0}\u{a0}: ignorée, {1}",
        Key::LibraryNoPuzzles => "{0}\u{a0}: aucune grille",
        Key::LibraryReading => "Lecture de {0}\u{a0}: {1} grilles jusqu'ici ({2})",
        Key::LibraryNotReadYet => "{0}\u{a0}: grille {1} pas encore lue",
        Key::LibraryBadOne => "{0} grille mal formée ignorée",
        Key::LibraryBadMany => "{0} grilles mal formées ignorées",
        Key::LibraryBadOneAt => "{0} grille mal formée ignorée\u{a0}: {1}",
        Key::LibraryBadManyFirst => "{0} grilles ignorées, la 1re\u{a0}: {1}",
        Key::LibraryRestSkipped => "La suite est ignorée\u{a0}: {0}",
        Key::LibraryChanged => "Relue\u{a0}: le fichier a changé",
        Key::CollectionBuiltIn => "intégrées",
        Key::CollectionSkipped => "ignorée",
        Key::CollectionReading => "lecture",
        Key::SizeBytes => "{0} o",
        Key::SizeKilobytes => "{0} Ko",
        Key::SizeMegabytes => "{0}{1}{2} Mo",
        Key::ReportHeader => {
            "# Ce que la bibliothèque du Sudoku a lu (réécrit quand vous quittez la bibliothèque)"
        }
        Key::ReportCollection => "{0}\u{a0}: ",
        Key::ReportUnread => "pas encore ouverte",
        Key::ReportSkipped => "ignorée, {0}",
        Key::ReportBadOne => "{0} grille mal formée ignorée ({1})",
        Key::ReportBadMany => "{0} grilles mal formées ignorées ({1})",
        Key::ReportRestSkipped => "la suite ignorée\u{a0}: {0}",
        Key::ReportReadIn => "lue en {0} ({1} de travail)",
        Key::ReportChanged => "(relue\u{a0}: le fichier a changé)",
        Key::ReportJumpOne => "{0} saut, {1} en moyenne, {2} au plus lent",
        Key::ReportJumpMany => "{0} sauts, {1} en moyenne, {2} au plus lent",
        Key::ReportGradedOne => "{0} grille évaluée, {1} de travail en moyenne, {2} au plus lent",
        Key::ReportGradedMany => {
            "{0} grilles évaluées, {1} de travail en moyenne, {2} au plus lent"
        }
        Key::ReportLeftOutOne => {
            "{0}/\u{a0}: {1} fichier de plus laissé de côté (la bibliothèque en garde {2})"
        }
        Key::ReportLeftOutMany => {
            "{0}/\u{a0}: {1} fichiers de plus laissés de côté (la bibliothèque en garde {2})"
        }
        Key::ReportLongNameOne => {
            "{0}/\u{a0}: {1} fichier laissé de côté, son nom dépasse {2} octets"
        }
        Key::ReportLongNameMany => {
            "{0}/\u{a0}: {1} fichiers laissés de côté, leur nom dépasse {2} octets"
        }
        Key::ReportNotListed => "{0}/\u{a0}: impossible de lister le dossier ({1})",
        Key::GoToTitle => "ALLER À LA GRILLE",
        Key::GoToOf => "sur {0}",
        Key::GoToDigit => "chiffre",
        Key::GoToMove => "déplacer",
        Key::GoToGo => "aller",
        Key::SolutionsUnknown => "solutions pas encore comptées",
        Key::LibraryNoSolution => "aucune solution",
        Key::LibraryOneSolution => "solution unique",
        Key::LibrarySeveralSolutions => "plusieurs solutions",
        Key::GradeAndSolutions => "{0}, {1}",
        Key::GradeGrading => "évaluation en cours",
        Key::GradeNeedsGuessing => "demande des hypothèses",
        Key::SkipTooBig => {
            "trop volumineux\u{a0}: {0} octets, la bibliothèque lit les fichiers d'au plus {1}"
        }
        Key::SkipGone => "n'est plus là",
        Key::SkipUnreadable => "illisible ({0})",
        Key::BuiltInTutorial => "La grille du tutoriel",
        Key::BuiltInClassroom => "La grille de la classe",
        Key::BuiltInWorstCase => "Le pire cas de la recherche naïve",
        Key::BuiltInFirstFour => "Une première 4×4",
        Key::BuiltInGame => "Partie {0}",
        Key::BuiltInSeventeen => "Dix-sept indices",
        Key::BuiltInVeryHard => "Très difficile",
        Key::BuiltInHardest => "Parmi les plus dures connues",
        Key::BuiltInSixteen => "Une 16×16",
        Key::LibraryLoaded => "Chargée\u{a0}: {0} ({1})\u{a0}; Select annule",
        Key::SourceFileLine => "{0} ligne {1}",
        Key::SlotSaved => "Sauvegardé dans l'emplacement {0}",
        Key::SlotNotSaved => "Emplacement {0} non sauvegardé\u{a0}: {1}",
        Key::SlotNotSavedTrouble => "{0}\u{a0}: emplacement {1} non sauvegardé",
        Key::ShareNoGivens => "Rien n'est ajouté à {0}\u{a0}: la grille n'a aucun indice",
        Key::ShareAdded => "Ajoutée à {0}\u{a0}: les {1} indices, sur une ligne",
        Key::ShareFailed => "Pas ajoutée à {0} ({1})",
        Key::ShareFailedTrouble => "{0}\u{a0}: pas ajoutée à {1}",
        Key::SlotLoadedGame => "Partie de l'emplacement {0} chargée",
        Key::SlotLoaded => "Emplacement {0} chargé (Select annule)",
        Key::SlotIsEmpty => "L'emplacement {0} est vide",
        Key::SlotDamaged => "Emplacement {0}, {1}",
        Key::SlotNotRead => "Emplacement {0} non lu\u{a0}: {1}",

        Key::Welcome => "Bon retour\u{a0}: reprise là où vous en étiez",
        Key::SaveDamaged => "Sauvegarde {0}\u{a0}; grille vide",
        Key::SaveNotRead => "Sauvegarde non lue\u{a0}: {0}",
        Key::NowEditing => "Édition d'une grille {0}",
        Key::GridNotKept => "La grille {0} n'a pas été gardée\u{a0}: {1}",
        Key::GridNotKeptTrouble => "{0}\u{a0}: la grille {1} n'a pas été gardée",
        Key::SavedAgain => "Sauvegarde de nouveau possible",
        Key::NotSaved => "Non sauvegardé\u{a0}: {0}",
        Key::NotSavedTrouble => "{0}\u{a0}: non sauvegardé",
        Key::SettingsDamaged => "{0}\u{a0}; réglages par défaut",
        Key::SettingsNotRead => "Réglages non lus\u{a0}: {0}",
        Key::SettingsNotSaved => "Réglages non sauvegardés\u{a0}: {0}",
        Key::SettingsNotSavedTrouble => "{0}\u{a0}: réglages non sauvegardés",
        Key::LanguageChosen => "Langue\u{a0}: {0}",
        Key::TroubleFull => "Memory Stick plein",
        Key::TroubleNoStick => "Pas de Memory Stick",
        Key::TroubleWriteProtected => "Memory Stick protégé en écriture",
        Key::TroubleOther => "Erreur du Memory Stick",
        Key::DamageKept => "{0}\u{a0}: {1}\u{a0}; renommé {2}",
        Key::DamageNotMoved => "{0}\u{a0}: {1}\u{a0}; pas mis de côté",
        Key::FailureBadName => "nom de fichier invalide",
        Key::FailureRead => "impossible de vérifier les fichiers ({0})",
        Key::FailureWrite => "écriture impossible ({0})",
        Key::FailureRename => "impossible de renommer ({0})",
        Key::FailureRemove => "impossible de remplacer l'ancienne sauvegarde ({0})",
        Key::FailureReadFile => "impossible de lire {0} ({1})",
        Key::SaveTooShort => "tronqué\u{a0}: {0} octets, {1} attendus",
        Key::SaveTooLong => "trop long\u{a0}: {0} octets, {1} au plus",
        Key::SaveTrailing => "{0} octets en trop ({1} au lieu de {2})",
        Key::SaveForeign => "pas une sauvegarde de Sudoku (signature inconnue)",
        Key::SaveNewer => "d'une version plus récente (format {0}, {1} au plus ici)",
        Key::SaveChecksum => "abîmé\u{a0}: CRC {0} au lieu de {1}",
        Key::SaveBadField => "{0} invalide\u{a0}: {1}",
        Key::SaveBadCell => "octet {0} invalide dans la case {1}",
        Key::FieldVersion => "version",
        Key::FieldBodyLength => "longueur du contenu",
        Key::FieldBoxSize => "taille de bloc",
        Key::FieldPlayFlags => "état de la partie",
        Key::FieldMode => "mode",
        Key::FieldMistakes => "marquage des erreurs",
        Key::FieldNotesPointer => "chiffre des notes",
        Key::FieldNotes => "notes",
        Key::FieldCellCount => "nombre de cases",
        Key::FieldCursor => "curseur",
        Key::FieldFlags => "options",
        Key::FieldWatchSpeed => "vitesse du pas à pas",
        Key::FieldDifficulty => "difficulté",
        Key::FieldMistakeMarking => "marquage des erreurs",

        Key::PuzzleAt => "ligne {0} {1}",
        Key::LineAt => "col {0}\u{a0}: {1}",
        Key::BadCharacter => "caractère inattendu {0}",
        Key::LineTooShort => "la ligne s'arrête après {0} cases, une grille {1} en a {2}",
        Key::LineTooLong => "la ligne continue après les {0} cases d'une grille {1}",
        Key::LineLength => "{0} cases, au lieu de 16 (4×4), 81 (9×9) ou 256 (16×16)",
        Key::LineNotText => "pas du texte (un octet hors UTF-8)",
        Key::LineRow => "une rangée de {0} cases, une grille {1} en a {2} par rangée",
        Key::GridEndsOne => "la grille {0} s'arrête après {1} rangée, il en faut {2}",
        Key::GridEndsMany => "la grille {0} s'arrête après {1} rangées, il en faut {2}",
        Key::FileBinary => "pas un fichier texte (octet {0} à la position {1})",
        Key::FileUtf16 => "texte UTF-16, non lu (enregistrez-le en UTF-8)",
        Key::FileTooLarge => "trop grand ({0} octets, {1} au plus sont lus)",

        Key::MenuLesson => "Leçon\u{a0}: retour sur trace",
        Key::MenuLeaveLesson => "Quitter la leçon",
        Key::MenuLessonSmallest => "Leçon\u{a0}: plus petite grille",
        Key::TagLesson => "LEÇON",
        Key::LessonTagStep => "LEÇON\u{a0}: PAS À PAS",
        Key::LessonTagHistory => "LEÇON\u{a0}: HISTORIQUE",
        Key::LessonTagMap => "LEÇON\u{a0}: CANDIDATS",
        Key::LessonTagRace => "LEÇON\u{a0}: COURSE",
        Key::AlgoNaive => "naïve",
        Key::AlgoSorted => "cases triées",
        Key::AlgoMrv => "plus contrainte",
        Key::AlgoOurs => "propagation",
        Key::AlgoReport => "les élèves",
        Key::AlgoShortNaive => "naïve",
        Key::AlgoShortSorted => "triée",
        Key::AlgoShortMrv => "contrainte",
        Key::AlgoShortOurs => "propag.",
        Key::AlgoShortReport => "élèves",
        Key::AlgoDescribeNaive => "naïve\u{a0}: ligne par ligne dès L1C1",
        Key::AlgoDescribeSorted => "cases triées (moins de candidats)",
        Key::AlgoDescribeMrv => "à chaque pas, la plus contrainte",
        Key::AlgoDescribeOurs => "propagation, puis essais",
        Key::AlgoDescribeReport => "déductions, puis suppositions",
        Key::LessonStart => {
            "Leçon\u{a0}: Carré fait un pas, Rond joue, Croix va au bout\u{a0}; L et R changent la vue"
        }
        Key::LessonSaysStep => "Pas à pas ({0})\u{a0}: Carré avance, Rond joue",
        Key::LessonSaysHistory => "Historique ({0}), le plus récent en haut",
        Key::LessonSaysMap => {
            "Carte des candidats ({0})\u{a0}: Gauche et Droite changent de chiffre"
        }
        Key::LessonSaysRace => {
            "La course\u{a0}: Croix lance les quatre\u{a0}; la grille montre {0}"
        }
        Key::LessonRaceWon => "Course finie\u{a0}: {0} gagne, avec {1} affectations et {2} retours",
        Key::LessonRaceNone => "Course finie\u{a0}: aucune solution",
        Key::LessonSmallest => {
            "Plus petite grille (ordre lexicographique)\u{a0}: {0} affectations, {1} retours"
        }
        Key::LessonSolved => "{0}\u{a0}: résolue en {3}, {1} affectations, {2} retours en arrière",
        Key::LessonNoSolution => {
            "{0}\u{a0}: aucune solution, après {1} affectations et {2} retours"
        }
        Key::LessonFromEditing => "La leçon part de l'édition\u{a0}: revenez d'abord à l'édition",
        Key::LessonConflict => "Conflit\u{a0}: {0}, pas de leçon sur ces indices",
        Key::LessonOver => "Fin de la leçon\u{a0}: retour à l'édition",
        Key::LessonStopped => {
            "Arrêt après {0} pas\u{a0}; Carré avance, Rond joue, Croix va au bout"
        }
        Key::LessonPlaying => "Lecture à la vitesse {0} (une touche arrête)",
        Key::LessonRacing => "Course vers la première solution (une touche arrête)",
        Key::LessonRunning => "Recherche de la première solution (une touche arrête)",
        Key::LessonEmptyNaive => "La grille vide sous la recherche naïve...",
        Key::LessonTryingGuess => "Essai {0} = {1} (supposition)",
        Key::LessonTryingForced => "Essai {0} = {1} (dernier choix)",
        Key::LessonNothingPlaced => "Rien de placé pour l'instant",
        Key::LessonNothingLeft => "Plus rien à essayer ici",
        Key::LessonLeftToTry => "À essayer\u{a0}: {0}",
        Key::LessonOnAStack => "La propagation les garde en pile",
        Key::LessonSolvedLine => "Résolue",
        Key::LessonNoSolutionLine => "Aucune solution",
        Key::LessonNextDeadEnd => "Puis {0}\u{a0}: rien ne va, retour",
        Key::LessonNext => "Puis {0}\u{a0}: {1}",
        Key::LessonNextOurs => "Puis\u{a0}: propagation, ou un essai",
        Key::LessonGoingBack => "Retour en arrière",
        Key::LessonDepth => "Profondeur {0} sur {1}",
        Key::LessonTime => "Temps {0}",
        Key::LessonDoneUnderSecond => "{0} fait, moins d'1 s restante",
        Key::LessonDoneAbout => "{0} fait, reste {1}",
        Key::LessonDone => "{0} fait",
        Key::LessonPlacements => "Affectations {0}",
        Key::LessonBacktracks => "Retours en arrière {0}",
        Key::LessonLastSteps => "{0}\u{a0}: derniers pas",
        Key::LessonNotListed => "({0} pas plus anciens omis)",
        Key::LessonNoStep => "Aucun pas\u{a0}: Carré avance",
        Key::LessonStepGuess => "{0} {1} = {2} supposition",
        Key::LessonStepForced => "{0} {1} = {2} dernier choix",
        Key::LessonStepEmptied => "{0} {1} vidée",
        Key::LessonStepBack => "{0} impasse\u{a0}: retour",
        Key::LessonAfterSteps => "{0}\u{a0}: {1} pas",
        Key::LessonDigitCanGo => "Le {0} peut aller en {1} cases",
        Key::LessonCellsHold => "{0} cases l'ont déjà",
        Key::LessonOtherDigit => "Gauche, Droite\u{a0}: autre chiffre",
        Key::LessonHeadPlaced => "placés",
        Key::LessonHeadBack => "retours",
        Key::LessonLaneSolved => "{0}\u{a0}: résolue",
        Key::LessonLaneNoSolution => "{0}\u{a0}: aucune solution",
        Key::LessonLaneDone => "{0}\u{a0}: {1} fait",
        Key::LessonLaneNoEstimate => "{0}\u{a0}: sans estimation",
        Key::LessonUnderSecond => "Moins d'une seconde restante",
        Key::LessonAboutLeft => "Reste environ {0}",
        Key::LessonPercent => "{0},{1}\u{a0}%",
        Key::LessonKeyStep => "pas",
        Key::LessonKeyPlay => "jouer",
        Key::LessonKeyToEnd => "jusqu'au bout",
        Key::LessonKeyRace => "course",
        Key::LessonKeyBack => "revenir",
        Key::LessonKeyView => "vue",
        Key::LessonKeyAlgorithm => "algorithme",
        Key::LessonKeyProjector => "grand écran",
        Key::LessonKeyMenu => "menu",
        Key::LessonKeyDigit => "chiffre",
        Key::LessonKeyStop => "arrête",
        Key::LessonSteppedBack => "Retour au pas {0}\u{a0}; Triangle revient encore, Carré avance",
        Key::LessonAtStart => "Au départ\u{a0}: aucun pas à défaire",
        Key::LessonCellHolds => "1 case l'a déjà",

        Key::LessonProjectorOn => "Vue projecteur, grands caractères\u{a0}: SELECT revient",
        Key::LessonProjectorOff => "Panneau habituel\u{a0}: SELECT pour la vue projecteur",
        Key::LessonBigPlaced => "affectations",
        Key::LessonBigBack => "retours en arrière",
        Key::LessonBigLeft => "reste {0}",
        Key::LessonBigNoneLeft => "plus rien à essayer",
        Key::LessonBigDeadEnd => "{0}\u{a0}: impasse",
        Key::LessonBigDepth => "profondeur {0} sur {1}",
        Key::LessonBigRaceHead => "placés, retours",
        Key::LessonBigEmptied => "{0} {1} vidée",
        Key::LessonBigWentBack => "{0} retour",
        // The N queens (issue 28).
        Key::MenuQueens => "Leçon\u{a0}: N reines",
        Key::TagQueens => "LEÇON\u{a0}: N REINES",
        Key::QueensTitle => "{0} reines, {1}",
        Key::QueensOrderRows => "ligne par ligne",
        Key::QueensOrderConstrained => "plus contrainte",
        Key::QueensShortRows => "lignes",
        Key::QueensShortConstrained => "contrainte",
        Key::QueensHeadOrder => "ordre",
        Key::QueensStep => "pas {0}, solutions {1}",
        Key::QueensTrying => "{0} essayée, reste\u{a0}: {1}",
        Key::QueensNothing => "rien",
        Key::QueensEmptied => "{0} vidée\u{a0}: retour en arrière",
        Key::QueensBlocked => "ligne {0}\u{a0}: plus de case libre",
        Key::QueensStackHead => "pile des choix ({0})\u{a0}: case, reste",
        Key::QueensStackEmpty => "vide\u{a0}: aucune reine encore",
        Key::QueensSaysStart => {
            "Carré\u{a0}: un pas\u{a0}; Croix\u{a0}: une solution\u{a0}; L R\u{a0}: les compter"
        }
        Key::QueensSaysRunning => "Vers une solution\u{a0}: une touche arrête",
        Key::QueensSaysPlaying => "Lecture\u{a0}: une touche arrête",
        Key::QueensSaysCounting => "Comptage de toutes les solutions\u{a0}: {0} pour l'instant",
        Key::QueensSaysCounted => "{0} solutions pour {1} reines\u{a0}: L R les montrent",
        Key::QueensSaysShowing => {
            "Solution {0} sur {1} (ordre des lignes)\u{a0}; L R\u{a0}: une autre"
        }
        Key::QueensSaysLooking => "Recherche de la solution {0}",
        Key::QueensSaysSolution => "Solution {0}\u{a0}! Croix\u{a0}: la suivante",
        Key::QueensSaysOver => "Recherche finie\u{a0}: {0} solutions",
        Key::QueensBigTitle => "{0} reines",
        Key::QueensBigStep => "pas {0}",
        Key::QueensBigSolutions => "solutions",
        Key::QueensKeySolution => "solution",
        Key::QueensKeyOrder => "ordre",
        Key::QueensKeySide => "N",
        Key::QueensKeyCount => "compter, parcourir",
        Key::LessonTagStack => "LEÇON\u{a0}: PILE DES CHOIX",
        Key::LessonTagGraph => "LEÇON\u{a0}: COLORATION",
        Key::LessonSaysStack => "La pile des choix ({0})\u{a0}: ce qu'il faut garder pour revenir",
        Key::LessonSaysGraph => "Le graphe ({0})\u{a0}: cases en sommets, chiffres en couleurs",
        Key::LessonStackTitle => "pile\u{a0}: {0}",
        Key::LessonStackCount => "suppositions\u{a0}: {0}, profondeur {1}",
        Key::LessonStackHead => "niveau case ch.  reste à essayer",
        Key::LessonStackNotListed => "(non listées\u{a0}: {0} au-dessus)",
        Key::LessonStackEmpty => "Aucune supposition en attente",
        Key::LessonStackResumes => "une impasse reprend la dernière",
        Key::LessonGraphTitle => "coloration\u{a0}: {0}",
        Key::LessonGraphSize => "{0} sommets, {1} arêtes, degré {2}",
        Key::LessonGraphVertex => "sommet {0} ({1})",
        Key::LessonGraphNeighbours => "ses voisins ont\u{a0}: {0}",
        Key::LessonGraphLeft => "possibles\u{a0}: {0}",
        Key::LessonGraphNoneLeft => "aucune couleur\u{a0}: on revient",
        Key::LessonGraphColoured => "colorés\u{a0}: {0} sur {1}",
        Key::LessonGraphColours => "couleurs\u{a0}:",
        Key::LessonAnyButton => "UNE TOUCHE",
    }
}
