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
        Key::LegendExit => "quitter",
        Key::LegendPlayUp => "chiffre / note +",
        Key::LegendPlayDown => "chiffre / note -",
        Key::LegendHintMark => "indice / noter",
        Key::LegendErase => "vider la case",
        Key::LegendPencil => "mode notes",
        Key::LegendBrowse => "parcourir",
        Key::LegendTen => "dix avant / après",
        Key::LegendLoad => "charger (valider)",
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
        Key::LibraryFooter => "{0} intégrées, {1} de puzzles.txt",

        Key::ListMenu => "MENU",
        Key::ListSave => "SAUVEGARDER",
        Key::ListLoad => "CHARGER UNE SAUVEGARDE",
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
        Key::MenuBenchmark => "Banc d'essai (9×9)",
        Key::MenuLanguage => "Langue\u{a0}: {0}",
        Key::MenuClose => "Fermer",
        Key::DifficultyEasy => "facile",
        Key::DifficultyMedium => "moyenne",
        Key::DifficultyHard => "difficile",
        Key::DifficultyExpert => "expert",
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
        Key::Deduction => "{0}\u{a0}: {1}",
        Key::FullHouseSays => "{0} est la seule case libre {1}, elle reçoit le {2}",
        Key::PlaceSays => "{0} reçoit le {1}",
        Key::HiddenSingleSays => "le {0} {1} ne peut aller qu'en {2}",
        Key::NakedSingleSays => "{0} ne peut recevoir que le {1}",
        Key::LockedSays => "{0}, le {1} n'est que {2}\u{a0}: ôtez-le de {3}",
        Key::NakedSays => "{0} ne contiennent que {1}, donc {2} perd {1} ailleurs",
        Key::NakedAloneSays => "{0} ne contiennent que {1}",
        Key::HiddenSays => "{0}, les {1} ne vont qu'en {2}, qui perdent leurs autres candidats",
        Key::HiddenAloneSays => "les {0} ne vont qu'en {1}, qui perdent leurs autres candidats",
        Key::FishRowsSays => {
            "le {0} des lignes {1} n'est que dans les colonnes {2}, qui le perdent ailleurs"
        }
        Key::FishColsSays => {
            "le {0} des colonnes {1} n'est que dans les lignes {2}, qui le perdent ailleurs"
        }
        Key::XYWingOneSays => {
            "{0} vaut {1} ou {2}\u{a0}; si {1}, {3} vaut {5}\u{a0}; si {2}, {4} vaut {5}\u{a0}; {6}, qui voit les deux, perd le {5}"
        }
        Key::XYWingManySays => {
            "{0} vaut {1} ou {2}\u{a0}; si {1}, {3} vaut {5}\u{a0}; si {2}, {4} vaut {5}\u{a0}; {6}, qui voient les deux, perdent le {5}"
        }
        Key::XYZWingOneSays => {
            "{0} vaut {1}, {2} ou {3}\u{a0}; {4} vaut {1} ou {3}\u{a0}; {5} vaut {2} ou {3}\u{a0}; donc {6}, qui les voit, perd le {3}"
        }
        Key::XYZWingManySays => {
            "{0} vaut {1}, {2} ou {3}\u{a0}; {4} vaut {1} ou {3}\u{a0}; {5} vaut {2} ou {3}\u{a0}; donc {6}, qui les voient, perdent le {3}"
        }
        Key::EliminationSays => "le {0} de {1}",
        Key::NoCandidateSays => "{0} n'a plus aucun candidat",
        Key::NoPlaceSays => "le {0} n'a plus de place {1}",
        Key::HintOnlyGuessing => {
            "Plus de déduction possible\u{a0}: il ne reste qu'à faire une supposition"
        }
        Key::HintSolved => "Résolue\u{a0}: toutes les cases sont remplies, sans erreur",
        Key::HintContradiction => "Contradiction\u{a0}: {0}, un chiffre de la grille est donc faux",
        Key::InvalidConflict => "Conflit\u{a0}: {0} contient deux fois le {1}, en {2} et en {3}",
        Key::InvalidNoSolution => "Aucune solution\u{a0}: {0}",
        Key::HintShown => "Indice\u{a0}: {0}",
        Key::HintWrongDigit => "{0} ne contient pas le bon chiffre\u{a0}: retirez-le d'abord",

        Key::EditHint => "Tapez la grille, puis Carré la résout",
        Key::Conflict => "Conflit\u{a0}: {0}",
        Key::SolutionCleared => "Solution effacée (Select annule)",
        Key::GridAlreadyEmpty => "La grille est déjà vide",
        Key::GridCleared => "Grille effacée (Select annule)",
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

        Key::EditingGivens => "Édition des chiffres donnés (Select revient à la partie)",
        Key::Restarted => {
            "Partie recommencée\u{a0}: les chiffres donnés seuls, le chrono à zéro (Select annule)"
        }
        Key::Paused => "Pause à {0} (une touche pour reprendre)",
        Key::AllNoted => "Tous les candidats sont notés (Select annule)",
        Key::PlayConflict => "Conflit\u{a0}: {0}\u{a0}; corrigez la grille avant de jouer",
        Key::PlayNoSolution => "Aucune solution\u{a0}: rien à jouer",
        Key::PlayStart => "À vous\u{a0}: remplissez la grille (L+R\u{a0}: notes)",
        Key::PlayStartSeveral => {
            "À vous\u{a0}: cette grille a plusieurs solutions (L+R\u{a0}: notes)"
        }
        Key::PlayResumed => "Reprise\u{a0}: le chrono repart",
        Key::NotesMode => "Notes\u{a0}: O/X choisit le chiffre, Carré le note",
        Key::DigitsMode => "Chiffres\u{a0}: O/X change la case (L+R\u{a0}: notes)",
        Key::NoNotesThere => "{0} contient un chiffre\u{a0}: pas de notes ici",
        Key::GameSolved => "Gagné\u{a0}! Temps {0}",
        Key::GivenLocked => "{0} est un chiffre donné\u{a0}: il ne change pas",
        Key::GameOver => {
            "Résolue en {0}\u{a0}: Start > Revenir à l'édition pour la modifier, Nouvelle grille pour continuer"
        }
        Key::BestFirst => "Gagné\u{a0}! Temps {0}\u{a0}: votre première grille {1} en {2}",
        Key::BestNew => {
            "Gagné\u{a0}! Temps {0}\u{a0}: nouveau record, grille {1} en {2} (avant\u{a0}: {3})"
        }
        Key::BestNot => "Gagné\u{a0}! Temps {0} (record, grille {1} en {2}\u{a0}: {3})",
        Key::FillNotesNotPlaying => {
            "Les notes sont pour les parties\u{a0}: Jouer cette grille d'abord"
        }
        Key::PauseNotPlaying => "Seule une partie peut être mise en pause",

        Key::Making => "Création d'une grille {0}...",
        Key::MakingStopped => "Création de grille arrêtée",
        Key::MakingAttempt => "Création d'une grille {0}\u{a0}: essai {1}",
        Key::NewPuzzle => "Nouvelle grille {0}, {1}, créée en {2}\u{a0}; Select annule",
        Key::BenchStart => "Banc d'essai\u{a0}: 0/{0} grilles",
        Key::BenchStopped => "Banc d'essai arrêté",
        Key::BenchSolving => "Banc d'essai\u{a0}: résolution {0}/{1}",
        Key::BenchGenerating => "Banc d'essai\u{a0}: création {0}/{1}",
        Key::BenchNineOnly => "Banc d'essai\u{a0}: 9×9 seulement",
        Key::BenchDone => {
            "Banc d'essai\u{a0}: {0} µs par grille résolue ({1} difficiles, jusqu'à 2 solutions)\u{a0}; {2} par grille créée"
        }
        Key::BenchFileSolving => {
            "banc d'essai\u{a0}: {0} µs par grille ({1} grilles, jusqu'à 2 solutions)"
        }
        Key::BenchFileGenerating => "création\u{a0}: {0} µs par grille 9×9 ({1} grilles)",

        Key::LibraryEntry => "{0} sur {1}\u{a0}: {2}, {3}, {4}",
        Key::SolutionsUnknown => "solutions pas encore comptées",
        Key::LibraryNoSolution => "aucune solution",
        Key::LibraryOneSolution => "solution unique",
        Key::LibrarySeveralSolutions => "plusieurs solutions",
        Key::LibraryLoaded => "Chargée\u{a0}: {0} ({1})\u{a0}; Select annule",
        Key::SourceFileLine => "puzzles.txt ligne {0}",
        Key::PuzzlesSkipped => "puzzles.txt\u{a0}: ignoré, {0}",
        Key::PuzzlesOne => "puzzles.txt\u{a0}: {0} grille",
        Key::PuzzlesMany => "puzzles.txt\u{a0}: {0} grilles",
        Key::BadLineOne => "{0} ligne ignorée ({1})",
        Key::BadLineMany => "{0} lignes ignorées ({1})",
        Key::PuzzlesDropped => "{0} en trop ({1} au plus)",
        Key::PuzzlesRestSkipped => "la suite ignorée\u{a0}: {0}",
        Key::SlotSaved => "Sauvegardé dans l'emplacement {0}",
        Key::SlotNotSaved => "Emplacement {0} non sauvegardé\u{a0}: {1}",
        Key::SlotNotSavedTrouble => "{0}\u{a0}: emplacement {1} non sauvegardé",
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
        Key::PuzzlesUnreadable => "{0}\u{a0}: puzzles.txt illisible ({1})",
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
    }
}
