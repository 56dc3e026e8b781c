-- The advisors' search, folded (docs/decisions/044): "Jose" finds José, "garcia" García, "maria" MARÍA,
-- and a lead's notes are found as well as its names and addresses. Each row of lead_search_rows keeps
-- the text the search compares (`body`), folded as app/domain/admin/search-fold.ts folds the query:
-- ASCII lowercased, and each character of search_folds (the accented letters, the combining marks and
-- the cases of Latin, Greek, Cyrillic and Armenian, 994 of them, from searchFoldTable) replaced by its
-- fold. The view lead_search_text makes that text from the stored rows, one line per part: the name,
-- the email, the buyer's notes, the advisors' notes and the call notes of a lead (request_id 0), the
-- name and email of each request. The trigram index lead_name_search (decision 032) holds the same
-- folded text. The triggers below keep both on every write of a lead, a request, a note or a call note,
-- whatever the write path.
--
-- This file rebuilds the index whole and can run again: after scripts/d1/name-search-off.sql and an
-- export (docs/operations.md, "The name search index"), or after an import, run it to put the index back.
DROP TRIGGER IF EXISTS `lead_name_search_lead_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_name_search_lead_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_name_search_request_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_name_search_request_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_name_search_request_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_name_search_row_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_row_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_row_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_row_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_lead_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_lead_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_request_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_request_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_request_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_note_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_note_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_note_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_call_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_call_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_search_call_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `lead_name_search`;
--> statement-breakpoint
DELETE FROM `search_folds`;
--> statement-breakpoint
INSERT INTO `search_folds` (`character`, `folded`) VALUES
('À', 'a'), ('Á', 'a'), ('Â', 'a'), ('Ã', 'a'), ('Ä', 'a'), ('Å', 'a'), ('Æ', 'æ'), ('Ç', 'c'), ('È', 'e'), ('É', 'e'),
('Ê', 'e'), ('Ë', 'e'), ('Ì', 'i'), ('Í', 'i'), ('Î', 'i'), ('Ï', 'i'), ('Ð', 'ð'), ('Ñ', 'n'), ('Ò', 'o'), ('Ó', 'o'),
('Ô', 'o'), ('Õ', 'o'), ('Ö', 'o'), ('Ø', 'ø'), ('Ù', 'u'), ('Ú', 'u'), ('Û', 'u'), ('Ü', 'u'), ('Ý', 'y'), ('Þ', 'þ'),
('ß', 'ss'), ('à', 'a'), ('á', 'a'), ('â', 'a'), ('ã', 'a'), ('ä', 'a'), ('å', 'a'), ('ç', 'c'), ('è', 'e'), ('é', 'e'),
('ê', 'e'), ('ë', 'e'), ('ì', 'i'), ('í', 'i'), ('î', 'i'), ('ï', 'i'), ('ñ', 'n'), ('ò', 'o'), ('ó', 'o'), ('ô', 'o'),
('õ', 'o'), ('ö', 'o'), ('ù', 'u'), ('ú', 'u'), ('û', 'u'), ('ü', 'u'), ('ý', 'y'), ('ÿ', 'y'), ('Ā', 'a'), ('ā', 'a'),
('Ă', 'a'), ('ă', 'a'), ('Ą', 'a'), ('ą', 'a'), ('Ć', 'c'), ('ć', 'c'), ('Ĉ', 'c'), ('ĉ', 'c'), ('Ċ', 'c'), ('ċ', 'c'),
('Č', 'c'), ('č', 'c'), ('Ď', 'd'), ('ď', 'd'), ('Đ', 'đ'), ('Ē', 'e'), ('ē', 'e'), ('Ĕ', 'e'), ('ĕ', 'e'), ('Ė', 'e'),
('ė', 'e'), ('Ę', 'e'), ('ę', 'e'), ('Ě', 'e'), ('ě', 'e'), ('Ĝ', 'g'), ('ĝ', 'g'), ('Ğ', 'g'), ('ğ', 'g'), ('Ġ', 'g'),
('ġ', 'g'), ('Ģ', 'g'), ('ģ', 'g'), ('Ĥ', 'h'), ('ĥ', 'h'), ('Ħ', 'ħ'), ('Ĩ', 'i'), ('ĩ', 'i'), ('Ī', 'i'), ('ī', 'i'),
('Ĭ', 'i'), ('ĭ', 'i'), ('Į', 'i'), ('į', 'i'), ('İ', 'i'), ('ı', 'i'), ('Ĳ', 'ĳ'), ('Ĵ', 'j'), ('ĵ', 'j'), ('Ķ', 'k'),
('ķ', 'k'), ('Ĺ', 'l'), ('ĺ', 'l'), ('Ļ', 'l'), ('ļ', 'l'), ('Ľ', 'l'), ('ľ', 'l'), ('Ŀ', 'ŀ'), ('Ł', 'ł'), ('Ń', 'n'),
('ń', 'n'), ('Ņ', 'n'), ('ņ', 'n'), ('Ň', 'n'), ('ň', 'n'), ('ŉ', 'ʼn'), ('Ŋ', 'ŋ'), ('Ō', 'o'), ('ō', 'o'), ('Ŏ', 'o'),
('ŏ', 'o'), ('Ő', 'o'), ('ő', 'o'), ('Œ', 'œ'), ('Ŕ', 'r'), ('ŕ', 'r'), ('Ŗ', 'r'), ('ŗ', 'r'), ('Ř', 'r'), ('ř', 'r'),
('Ś', 's'), ('ś', 's'), ('Ŝ', 's'), ('ŝ', 's'), ('Ş', 's'), ('ş', 's'), ('Š', 's'), ('š', 's'), ('Ţ', 't'), ('ţ', 't'),
('Ť', 't'), ('ť', 't'), ('Ŧ', 'ŧ'), ('Ũ', 'u'), ('ũ', 'u'), ('Ū', 'u'), ('ū', 'u'), ('Ŭ', 'u'), ('ŭ', 'u'), ('Ů', 'u'),
('ů', 'u'), ('Ű', 'u'), ('ű', 'u'), ('Ų', 'u'), ('ų', 'u'), ('Ŵ', 'w'), ('ŵ', 'w'), ('Ŷ', 'y'), ('ŷ', 'y'), ('Ÿ', 'y'),
('Ź', 'z'), ('ź', 'z'), ('Ż', 'z'), ('ż', 'z'), ('Ž', 'z'), ('ž', 'z'), ('ſ', 's'), ('Ɓ', 'ɓ'), ('Ƃ', 'ƃ'), ('Ƅ', 'ƅ'),
('Ɔ', 'ɔ'), ('Ƈ', 'ƈ'), ('Ɖ', 'ɖ'), ('Ɗ', 'ɗ'), ('Ƌ', 'ƌ'), ('Ǝ', 'ǝ'), ('Ə', 'ə'), ('Ɛ', 'ɛ'), ('Ƒ', 'ƒ'), ('Ɠ', 'ɠ'),
('Ɣ', 'ɣ'), ('Ɩ', 'ɩ'), ('Ɨ', 'ɨ'), ('Ƙ', 'ƙ'), ('Ɯ', 'ɯ'), ('Ɲ', 'ɲ'), ('Ɵ', 'ɵ'), ('Ơ', 'o'), ('ơ', 'o'), ('Ƣ', 'ƣ'),
('Ƥ', 'ƥ'), ('Ʀ', 'ʀ'), ('Ƨ', 'ƨ'), ('Ʃ', 'ʃ'), ('Ƭ', 'ƭ'), ('Ʈ', 'ʈ'), ('Ư', 'u'), ('ư', 'u'), ('Ʊ', 'ʊ'), ('Ʋ', 'ʋ'),
('Ƴ', 'ƴ'), ('Ƶ', 'ƶ'), ('Ʒ', 'ʒ'), ('Ƹ', 'ƹ'), ('Ƽ', 'ƽ'), ('Ǆ', 'ǆ'), ('ǅ', 'ǆ'), ('Ǉ', 'ǉ'), ('ǈ', 'ǉ'), ('Ǌ', 'ǌ'),
('ǋ', 'ǌ'), ('Ǎ', 'a'), ('ǎ', 'a'), ('Ǐ', 'i'), ('ǐ', 'i'), ('Ǒ', 'o'), ('ǒ', 'o'), ('Ǔ', 'u'), ('ǔ', 'u'), ('Ǖ', 'u'),
('ǖ', 'u'), ('Ǘ', 'u'), ('ǘ', 'u'), ('Ǚ', 'u'), ('ǚ', 'u'), ('Ǜ', 'u'), ('ǜ', 'u'), ('Ǟ', 'a'), ('ǟ', 'a'), ('Ǡ', 'a'),
('ǡ', 'a'), ('Ǣ', 'æ'), ('ǣ', 'æ'), ('Ǥ', 'ǥ'), ('Ǧ', 'g'), ('ǧ', 'g'), ('Ǩ', 'k'), ('ǩ', 'k'), ('Ǫ', 'o'), ('ǫ', 'o'),
('Ǭ', 'o'), ('ǭ', 'o'), ('Ǯ', 'ʒ'), ('ǯ', 'ʒ'), ('ǰ', 'j'), ('Ǳ', 'ǳ'), ('ǲ', 'ǳ'), ('Ǵ', 'g'), ('ǵ', 'g'), ('Ƕ', 'ƕ'),
('Ƿ', 'ƿ'), ('Ǹ', 'n'), ('ǹ', 'n'), ('Ǻ', 'a'), ('ǻ', 'a'), ('Ǽ', 'æ'), ('ǽ', 'æ'), ('Ǿ', 'ø'), ('ǿ', 'ø'), ('Ȁ', 'a'),
('ȁ', 'a'), ('Ȃ', 'a'), ('ȃ', 'a'), ('Ȅ', 'e'), ('ȅ', 'e'), ('Ȇ', 'e'), ('ȇ', 'e'), ('Ȉ', 'i'), ('ȉ', 'i'), ('Ȋ', 'i'),
('ȋ', 'i'), ('Ȍ', 'o'), ('ȍ', 'o'), ('Ȏ', 'o'), ('ȏ', 'o'), ('Ȑ', 'r'), ('ȑ', 'r'), ('Ȓ', 'r'), ('ȓ', 'r'), ('Ȕ', 'u'),
('ȕ', 'u'), ('Ȗ', 'u'), ('ȗ', 'u'), ('Ș', 's'), ('ș', 's'), ('Ț', 't'), ('ț', 't'), ('Ȝ', 'ȝ'), ('Ȟ', 'h'), ('ȟ', 'h'),
('Ƞ', 'ƞ'), ('Ȣ', 'ȣ'), ('Ȥ', 'ȥ'), ('Ȧ', 'a'), ('ȧ', 'a'), ('Ȩ', 'e'), ('ȩ', 'e'), ('Ȫ', 'o'), ('ȫ', 'o'), ('Ȭ', 'o'),
('ȭ', 'o'), ('Ȯ', 'o'), ('ȯ', 'o'), ('Ȱ', 'o'), ('ȱ', 'o'), ('Ȳ', 'y'), ('ȳ', 'y'), ('Ⱥ', 'ⱥ'), ('Ȼ', 'ȼ'), ('Ƚ', 'ƚ'),
('Ⱦ', 'ⱦ'), ('Ɂ', 'ɂ'), ('Ƀ', 'ƀ'), ('Ʉ', 'ʉ'), ('Ʌ', 'ʌ'), ('Ɇ', 'ɇ'), ('Ɉ', 'ɉ'), ('Ɋ', 'ɋ'), ('Ɍ', 'ɍ'), ('Ɏ', 'ɏ'),
(char(768), ''), (char(769), ''), (char(770), ''), (char(771), ''), (char(772), ''), (char(773), ''), (char(774), ''), (char(775), ''), (char(776), ''), (char(777), ''),
(char(778), ''), (char(779), ''), (char(780), ''), (char(781), ''), (char(782), ''), (char(783), ''), (char(784), ''), (char(785), ''), (char(786), ''), (char(787), ''),
(char(788), ''), (char(789), ''), (char(790), ''), (char(791), ''), (char(792), ''), (char(793), ''), (char(794), ''), (char(795), ''), (char(796), ''), (char(797), ''),
(char(798), ''), (char(799), ''), (char(800), ''), (char(801), ''), (char(802), ''), (char(803), ''), (char(804), ''), (char(805), ''), (char(806), ''), (char(807), ''),
(char(808), ''), (char(809), ''), (char(810), ''), (char(811), ''), (char(812), ''), (char(813), ''), (char(814), ''), (char(815), ''), (char(816), ''), (char(817), ''),
(char(818), ''), (char(819), ''), (char(820), ''), (char(821), ''), (char(822), ''), (char(823), ''), (char(824), ''), (char(825), ''), (char(826), ''), (char(827), ''),
(char(828), ''), (char(829), ''), (char(830), ''), (char(831), ''), (char(832), ''), (char(833), ''), (char(834), ''), (char(835), ''), (char(836), ''), (char(837), ''),
(char(838), ''), (char(839), ''), (char(840), ''), (char(841), ''), (char(842), ''), (char(843), ''), (char(844), ''), (char(845), ''), (char(846), ''), (char(847), ''),
(char(848), ''), (char(849), ''), (char(850), ''), (char(851), ''), (char(852), ''), (char(853), ''), (char(854), ''), (char(855), ''), (char(856), ''), (char(857), ''),
(char(858), ''), (char(859), ''), (char(860), ''), (char(861), ''), (char(862), ''), (char(863), ''), (char(864), ''), (char(865), ''), (char(866), ''), (char(867), ''),
(char(868), ''), (char(869), ''), (char(870), ''), (char(871), ''), (char(872), ''), (char(873), ''), (char(874), ''), (char(875), ''), (char(876), ''), (char(877), ''),
(char(878), ''), (char(879), ''), ('Ͱ', 'ͱ'), ('Ͳ', 'ͳ'), ('ʹ', 'ʹ'), ('Ͷ', 'ͷ'), (';', ';'), ('Ϳ', 'ϳ'), ('΅', '¨'), ('Ά', 'α'),
('·', '·'), ('Έ', 'ε'), ('Ή', 'η'), ('Ί', 'ι'), ('Ό', 'ο'), ('Ύ', 'υ'), ('Ώ', 'ω'), ('ΐ', 'ι'), ('Α', 'α'), ('Β', 'β'),
('Γ', 'γ'), ('Δ', 'δ'), ('Ε', 'ε'), ('Ζ', 'ζ'), ('Η', 'η'), ('Θ', 'θ'), ('Ι', 'ι'), ('Κ', 'κ'), ('Λ', 'λ'), ('Μ', 'μ'),
('Ν', 'ν'), ('Ξ', 'ξ'), ('Ο', 'ο'), ('Π', 'π'), ('Ρ', 'ρ'), ('Σ', 'σ'), ('Τ', 'τ'), ('Υ', 'υ'), ('Φ', 'φ'), ('Χ', 'χ'),
('Ψ', 'ψ'), ('Ω', 'ω'), ('Ϊ', 'ι'), ('Ϋ', 'υ'), ('ά', 'α'), ('έ', 'ε'), ('ή', 'η'), ('ί', 'ι'), ('ΰ', 'υ'), ('ς', 'σ'),
('ϊ', 'ι'), ('ϋ', 'υ'), ('ό', 'ο'), ('ύ', 'υ'), ('ώ', 'ω'), ('Ϗ', 'ϗ'), ('ϐ', 'β'), ('ϑ', 'θ'), ('ϓ', 'ϒ'), ('ϔ', 'ϒ'),
('ϕ', 'φ'), ('ϖ', 'π'), ('Ϙ', 'ϙ'), ('Ϛ', 'ϛ'), ('Ϝ', 'ϝ'), ('Ϟ', 'ϟ'), ('Ϡ', 'ϡ'), ('Ϣ', 'ϣ'), ('Ϥ', 'ϥ'), ('Ϧ', 'ϧ'),
('Ϩ', 'ϩ'), ('Ϫ', 'ϫ'), ('Ϭ', 'ϭ'), ('Ϯ', 'ϯ'), ('ϰ', 'κ'), ('ϱ', 'ρ'), ('ϴ', 'θ'), ('ϵ', 'ε'), ('Ϸ', 'ϸ'), ('Ϲ', 'ϲ'),
('Ϻ', 'ϻ'), ('Ͻ', 'ͻ'), ('Ͼ', 'ͼ'), ('Ͽ', 'ͽ'), ('Ѐ', 'е'), ('Ё', 'е'), ('Ђ', 'ђ'), ('Ѓ', 'г'), ('Є', 'є'), ('Ѕ', 'ѕ'),
('І', 'і'), ('Ї', 'і'), ('Ј', 'ј'), ('Љ', 'љ'), ('Њ', 'њ'), ('Ћ', 'ћ'), ('Ќ', 'к'), ('Ѝ', 'и'), ('Ў', 'у'), ('Џ', 'џ'),
('А', 'а'), ('Б', 'б'), ('В', 'в'), ('Г', 'г'), ('Д', 'д'), ('Е', 'е'), ('Ж', 'ж'), ('З', 'з'), ('И', 'и'), ('Й', 'и'),
('К', 'к'), ('Л', 'л'), ('М', 'м'), ('Н', 'н'), ('О', 'о'), ('П', 'п'), ('Р', 'р'), ('С', 'с'), ('Т', 'т'), ('У', 'у'),
('Ф', 'ф'), ('Х', 'х'), ('Ц', 'ц'), ('Ч', 'ч'), ('Ш', 'ш'), ('Щ', 'щ'), ('Ъ', 'ъ'), ('Ы', 'ы'), ('Ь', 'ь'), ('Э', 'э'),
('Ю', 'ю'), ('Я', 'я'), ('й', 'и'), ('ѐ', 'е'), ('ё', 'е'), ('ѓ', 'г'), ('ї', 'і'), ('ќ', 'к'), ('ѝ', 'и'), ('ў', 'у'),
('Ѡ', 'ѡ'), ('Ѣ', 'ѣ'), ('Ѥ', 'ѥ'), ('Ѧ', 'ѧ'), ('Ѩ', 'ѩ'), ('Ѫ', 'ѫ'), ('Ѭ', 'ѭ'), ('Ѯ', 'ѯ'), ('Ѱ', 'ѱ'), ('Ѳ', 'ѳ'),
('Ѵ', 'ѵ'), ('Ѷ', 'ѵ'), ('ѷ', 'ѵ'), ('Ѹ', 'ѹ'), ('Ѻ', 'ѻ'), ('Ѽ', 'ѽ'), ('Ѿ', 'ѿ'), ('Ҁ', 'ҁ'), (char(1155), ''), (char(1156), ''),
(char(1157), ''), (char(1158), ''), (char(1159), ''), (char(1160), ''), (char(1161), ''), ('Ҋ', 'ҋ'), ('Ҍ', 'ҍ'), ('Ҏ', 'ҏ'), ('Ґ', 'ґ'), ('Ғ', 'ғ'),
('Ҕ', 'ҕ'), ('Җ', 'җ'), ('Ҙ', 'ҙ'), ('Қ', 'қ'), ('Ҝ', 'ҝ'), ('Ҟ', 'ҟ'), ('Ҡ', 'ҡ'), ('Ң', 'ң'), ('Ҥ', 'ҥ'), ('Ҧ', 'ҧ'),
('Ҩ', 'ҩ'), ('Ҫ', 'ҫ'), ('Ҭ', 'ҭ'), ('Ү', 'ү'), ('Ұ', 'ұ'), ('Ҳ', 'ҳ'), ('Ҵ', 'ҵ'), ('Ҷ', 'ҷ'), ('Ҹ', 'ҹ'), ('Һ', 'һ'),
('Ҽ', 'ҽ'), ('Ҿ', 'ҿ'), ('Ӏ', 'ӏ'), ('Ӂ', 'ж'), ('ӂ', 'ж'), ('Ӄ', 'ӄ'), ('Ӆ', 'ӆ'), ('Ӈ', 'ӈ'), ('Ӊ', 'ӊ'), ('Ӌ', 'ӌ'),
('Ӎ', 'ӎ'), ('Ӑ', 'а'), ('ӑ', 'а'), ('Ӓ', 'а'), ('ӓ', 'а'), ('Ӕ', 'ӕ'), ('Ӗ', 'е'), ('ӗ', 'е'), ('Ә', 'ә'), ('Ӛ', 'ә'),
('ӛ', 'ә'), ('Ӝ', 'ж'), ('ӝ', 'ж'), ('Ӟ', 'з'), ('ӟ', 'з'), ('Ӡ', 'ӡ'), ('Ӣ', 'и'), ('ӣ', 'и'), ('Ӥ', 'и'), ('ӥ', 'и'),
('Ӧ', 'о'), ('ӧ', 'о'), ('Ө', 'ө'), ('Ӫ', 'ө'), ('ӫ', 'ө'), ('Ӭ', 'э'), ('ӭ', 'э'), ('Ӯ', 'у'), ('ӯ', 'у'), ('Ӱ', 'у'),
('ӱ', 'у'), ('Ӳ', 'у'), ('ӳ', 'у'), ('Ӵ', 'ч'), ('ӵ', 'ч'), ('Ӷ', 'ӷ'), ('Ӹ', 'ы'), ('ӹ', 'ы'), ('Ӻ', 'ӻ'), ('Ӽ', 'ӽ'),
('Ӿ', 'ӿ'), ('Ԁ', 'ԁ'), ('Ԃ', 'ԃ'), ('Ԅ', 'ԅ'), ('Ԇ', 'ԇ'), ('Ԉ', 'ԉ'), ('Ԋ', 'ԋ'), ('Ԍ', 'ԍ'), ('Ԏ', 'ԏ'), ('Ԑ', 'ԑ'),
('Ԓ', 'ԓ'), ('Ԕ', 'ԕ'), ('Ԗ', 'ԗ'), ('Ԙ', 'ԙ'), ('Ԛ', 'ԛ'), ('Ԝ', 'ԝ'), ('Ԟ', 'ԟ'), ('Ԡ', 'ԡ'), ('Ԣ', 'ԣ'), ('Ԥ', 'ԥ'),
('Ԧ', 'ԧ'), ('Ԩ', 'ԩ'), ('Ԫ', 'ԫ'), ('Ԭ', 'ԭ'), ('Ԯ', 'ԯ'), ('Ա', 'ա'), ('Բ', 'բ'), ('Գ', 'գ'), ('Դ', 'դ'), ('Ե', 'ե'),
('Զ', 'զ'), ('Է', 'է'), ('Ը', 'ը'), ('Թ', 'թ'), ('Ժ', 'ժ'), ('Ի', 'ի'), ('Լ', 'լ'), ('Խ', 'խ'), ('Ծ', 'ծ'), ('Կ', 'կ'),
('Հ', 'հ'), ('Ձ', 'ձ'), ('Ղ', 'ղ'), ('Ճ', 'ճ'), ('Մ', 'մ'), ('Յ', 'յ'), ('Ն', 'ն'), ('Շ', 'շ'), ('Ո', 'ո'), ('Չ', 'չ'),
('Պ', 'պ'), ('Ջ', 'ջ'), ('Ռ', 'ռ'), ('Ս', 'ս'), ('Վ', 'վ'), ('Տ', 'տ'), ('Ր', 'ր'), ('Ց', 'ց'), ('Ւ', 'ւ'), ('Փ', 'փ'),
('Ք', 'ք'), ('Օ', 'օ'), ('Ֆ', 'ֆ'), ('և', 'եւ'), ('Ḁ', 'a'), ('ḁ', 'a'), ('Ḃ', 'b'), ('ḃ', 'b'), ('Ḅ', 'b'), ('ḅ', 'b'),
('Ḇ', 'b'), ('ḇ', 'b'), ('Ḉ', 'c'), ('ḉ', 'c'), ('Ḋ', 'd'), ('ḋ', 'd'), ('Ḍ', 'd'), ('ḍ', 'd'), ('Ḏ', 'd'), ('ḏ', 'd'),
('Ḑ', 'd'), ('ḑ', 'd'), ('Ḓ', 'd'), ('ḓ', 'd'), ('Ḕ', 'e'), ('ḕ', 'e'), ('Ḗ', 'e'), ('ḗ', 'e'), ('Ḙ', 'e'), ('ḙ', 'e'),
('Ḛ', 'e'), ('ḛ', 'e'), ('Ḝ', 'e'), ('ḝ', 'e'), ('Ḟ', 'f'), ('ḟ', 'f'), ('Ḡ', 'g'), ('ḡ', 'g'), ('Ḣ', 'h'), ('ḣ', 'h'),
('Ḥ', 'h'), ('ḥ', 'h'), ('Ḧ', 'h'), ('ḧ', 'h'), ('Ḩ', 'h'), ('ḩ', 'h'), ('Ḫ', 'h'), ('ḫ', 'h'), ('Ḭ', 'i'), ('ḭ', 'i'),
('Ḯ', 'i'), ('ḯ', 'i'), ('Ḱ', 'k'), ('ḱ', 'k'), ('Ḳ', 'k'), ('ḳ', 'k'), ('Ḵ', 'k'), ('ḵ', 'k'), ('Ḷ', 'l'), ('ḷ', 'l'),
('Ḹ', 'l'), ('ḹ', 'l'), ('Ḻ', 'l'), ('ḻ', 'l'), ('Ḽ', 'l'), ('ḽ', 'l'), ('Ḿ', 'm'), ('ḿ', 'm'), ('Ṁ', 'm'), ('ṁ', 'm'),
('Ṃ', 'm'), ('ṃ', 'm'), ('Ṅ', 'n'), ('ṅ', 'n'), ('Ṇ', 'n'), ('ṇ', 'n'), ('Ṉ', 'n'), ('ṉ', 'n'), ('Ṋ', 'n'), ('ṋ', 'n'),
('Ṍ', 'o'), ('ṍ', 'o'), ('Ṏ', 'o'), ('ṏ', 'o'), ('Ṑ', 'o'), ('ṑ', 'o'), ('Ṓ', 'o'), ('ṓ', 'o'), ('Ṕ', 'p'), ('ṕ', 'p'),
('Ṗ', 'p'), ('ṗ', 'p'), ('Ṙ', 'r'), ('ṙ', 'r'), ('Ṛ', 'r'), ('ṛ', 'r'), ('Ṝ', 'r'), ('ṝ', 'r'), ('Ṟ', 'r'), ('ṟ', 'r'),
('Ṡ', 's'), ('ṡ', 's'), ('Ṣ', 's'), ('ṣ', 's'), ('Ṥ', 's'), ('ṥ', 's'), ('Ṧ', 's'), ('ṧ', 's'), ('Ṩ', 's'), ('ṩ', 's'),
('Ṫ', 't'), ('ṫ', 't'), ('Ṭ', 't'), ('ṭ', 't'), ('Ṯ', 't'), ('ṯ', 't'), ('Ṱ', 't'), ('ṱ', 't'), ('Ṳ', 'u'), ('ṳ', 'u'),
('Ṵ', 'u'), ('ṵ', 'u'), ('Ṷ', 'u'), ('ṷ', 'u'), ('Ṹ', 'u'), ('ṹ', 'u'), ('Ṻ', 'u'), ('ṻ', 'u'), ('Ṽ', 'v'), ('ṽ', 'v'),
('Ṿ', 'v'), ('ṿ', 'v'), ('Ẁ', 'w'), ('ẁ', 'w'), ('Ẃ', 'w'), ('ẃ', 'w'), ('Ẅ', 'w'), ('ẅ', 'w'), ('Ẇ', 'w'), ('ẇ', 'w'),
('Ẉ', 'w'), ('ẉ', 'w'), ('Ẋ', 'x'), ('ẋ', 'x'), ('Ẍ', 'x'), ('ẍ', 'x'), ('Ẏ', 'y'), ('ẏ', 'y'), ('Ẑ', 'z'), ('ẑ', 'z'),
('Ẓ', 'z'), ('ẓ', 'z'), ('Ẕ', 'z'), ('ẕ', 'z'), ('ẖ', 'h'), ('ẗ', 't'), ('ẘ', 'w'), ('ẙ', 'y'), ('ẚ', 'aʾ'), ('ẛ', 's'),
('ẞ', 'ss'), ('Ạ', 'a'), ('ạ', 'a'), ('Ả', 'a'), ('ả', 'a'), ('Ấ', 'a'), ('ấ', 'a'), ('Ầ', 'a'), ('ầ', 'a'), ('Ẩ', 'a'),
('ẩ', 'a'), ('Ẫ', 'a'), ('ẫ', 'a'), ('Ậ', 'a'), ('ậ', 'a'), ('Ắ', 'a'), ('ắ', 'a'), ('Ằ', 'a'), ('ằ', 'a'), ('Ẳ', 'a'),
('ẳ', 'a'), ('Ẵ', 'a'), ('ẵ', 'a'), ('Ặ', 'a'), ('ặ', 'a'), ('Ẹ', 'e'), ('ẹ', 'e'), ('Ẻ', 'e'), ('ẻ', 'e'), ('Ẽ', 'e'),
('ẽ', 'e'), ('Ế', 'e'), ('ế', 'e'), ('Ề', 'e'), ('ề', 'e'), ('Ể', 'e'), ('ể', 'e'), ('Ễ', 'e'), ('ễ', 'e'), ('Ệ', 'e'),
('ệ', 'e'), ('Ỉ', 'i'), ('ỉ', 'i'), ('Ị', 'i'), ('ị', 'i'), ('Ọ', 'o'), ('ọ', 'o'), ('Ỏ', 'o'), ('ỏ', 'o'), ('Ố', 'o'),
('ố', 'o'), ('Ồ', 'o'), ('ồ', 'o'), ('Ổ', 'o'), ('ổ', 'o'), ('Ỗ', 'o'), ('ỗ', 'o'), ('Ộ', 'o'), ('ộ', 'o'), ('Ớ', 'o'),
('ớ', 'o'), ('Ờ', 'o'), ('ờ', 'o'), ('Ở', 'o'), ('ở', 'o'), ('Ỡ', 'o'), ('ỡ', 'o'), ('Ợ', 'o'), ('ợ', 'o'), ('Ụ', 'u'),
('ụ', 'u'), ('Ủ', 'u'), ('ủ', 'u'), ('Ứ', 'u'), ('ứ', 'u'), ('Ừ', 'u'), ('ừ', 'u'), ('Ử', 'u'), ('ử', 'u'), ('Ữ', 'u'),
('ữ', 'u'), ('Ự', 'u'), ('ự', 'u'), ('Ỳ', 'y'), ('ỳ', 'y'), ('Ỵ', 'y'), ('ỵ', 'y'), ('Ỷ', 'y'), ('ỷ', 'y'), ('Ỹ', 'y'),
('ỹ', 'y'), ('Ỻ', 'ỻ'), ('Ỽ', 'ỽ'), ('Ỿ', 'ỿ');
--> statement-breakpoint
-- A text of printable ASCII (with its line breaks) is only lowercased; any other is read character by
-- character (json_each walks a list of as many zeros as the text has characters), each replaced by its
-- fold where search_folds holds one, and put back together in order.
DROP VIEW IF EXISTS `lead_search_text`;
--> statement-breakpoint
CREATE VIEW `lead_search_text` AS
SELECT `lead_id`, `request_id`,
  CASE WHEN `text` GLOB '*[^' || char(10) || ' -~]*' THEN lower((
    SELECT group_concat(coalesce(f.`folded`, substr(`text`, p.`key` + 1, 1)), '' ORDER BY p.`key`)
    FROM json_each('[' || rtrim(replace(hex(zeroblob(length(`text`))), '00', '0,'), ',') || ']') AS p
    LEFT JOIN `search_folds` AS f ON f.`character` = substr(`text`, p.`key` + 1, 1)
  )) ELSE lower(`text`) END AS `body`
FROM (
  SELECT l.`id` AS `lead_id`, 0 AS `request_id`,
    coalesce(l.`first_name`, '') || ' ' || coalesce(l.`last_name`, '') || char(10) || coalesce(l.`email`, '') || char(10) ||
    coalesce(l.`notes`, '') || char(10) ||
    coalesce((SELECT group_concat(n.`body`, char(10)) FROM `lead_notes` AS n WHERE n.`lead_id` = l.`id`), '') || char(10) ||
    coalesce((SELECT group_concat(c.`note`, char(10)) FROM `call_attempts` AS c WHERE c.`lead_id` = l.`id`), '') AS `text`
  FROM `leads` AS l
  UNION ALL
  SELECT r.`lead_id`, r.`id`, coalesce(r.`first_name`, '') || ' ' || coalesce(r.`last_name`, '') || char(10) || coalesce(r.`email`, '')
  FROM `lead_requests` AS r
);
--> statement-breakpoint
DELETE FROM `lead_search_rows`;
--> statement-breakpoint
INSERT INTO `lead_search_rows` (`lead_id`, `request_id`, `body`) SELECT `lead_id`, `request_id`, `body` FROM `lead_search_text`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `lead_name_search` USING fts5(body, tokenize = 'trigram', detail = 'none', content = '', contentless_delete = 1);
--> statement-breakpoint
INSERT INTO `lead_name_search` (rowid, body) SELECT `key`, `body` FROM `lead_search_rows`;
--> statement-breakpoint
-- The index follows lead_search_rows: a row added, its text changed, or gone (with its lead, by the
-- foreign key's cascade, or with its request).
CREATE TRIGGER `lead_search_row_insert` AFTER INSERT ON `lead_search_rows` BEGIN
  INSERT INTO `lead_name_search` (rowid, body) VALUES (new.`key`, new.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_row_update` AFTER UPDATE OF `body` ON `lead_search_rows` WHEN old.`body` IS NOT new.`body` BEGIN
  DELETE FROM `lead_name_search` WHERE rowid = old.`key`;
  INSERT INTO `lead_name_search` (rowid, body) VALUES (new.`key`, new.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_row_delete` AFTER DELETE ON `lead_search_rows` BEGIN
  DELETE FROM `lead_name_search` WHERE rowid = old.`key`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_lead_insert` AFTER INSERT ON `leads` BEGIN
  INSERT INTO `lead_search_rows` (`lead_id`, `request_id`, `body`)
  SELECT `lead_id`, `request_id`, `body` FROM `lead_search_text` WHERE `lead_id` = new.`id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_lead_update` AFTER UPDATE OF `first_name`, `last_name`, `email`, `notes` ON `leads`
WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name` OR old.`email` IS NOT new.`email`
  OR old.`notes` IS NOT new.`notes` BEGIN
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = new.`id` AND `request_id` = 0), '')
  WHERE `lead_id` = new.`id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_request_insert` AFTER INSERT ON `lead_requests` BEGIN
  INSERT INTO `lead_search_rows` (`lead_id`, `request_id`, `body`)
  SELECT `lead_id`, `request_id`, `body` FROM `lead_search_text` WHERE `lead_id` = new.`lead_id` AND `request_id` = new.`id`;
END;
--> statement-breakpoint
-- Requests are written once; should one change, its row is filed anew (under its lead, whichever it is).
CREATE TRIGGER `lead_search_request_update` AFTER UPDATE OF `lead_id`, `first_name`, `last_name`, `email` ON `lead_requests` BEGIN
  DELETE FROM `lead_search_rows` WHERE `lead_id` = old.`lead_id` AND `request_id` = old.`id`;
  INSERT INTO `lead_search_rows` (`lead_id`, `request_id`, `body`)
  SELECT `lead_id`, `request_id`, `body` FROM `lead_search_text` WHERE `lead_id` = new.`lead_id` AND `request_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_request_delete` AFTER DELETE ON `lead_requests` BEGIN
  DELETE FROM `lead_search_rows` WHERE `lead_id` = old.`lead_id` AND `request_id` = old.`id`;
END;
--> statement-breakpoint
-- An advisor's note or call note is part of its lead's own row: the row is written again from the view.
-- When the lead itself is being deleted, its row goes too and there is nothing left to write.
CREATE TRIGGER `lead_search_note_insert` AFTER INSERT ON `lead_notes` BEGIN
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = new.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = new.`lead_id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_note_update` AFTER UPDATE OF `lead_id`, `body` ON `lead_notes` BEGIN
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = old.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = old.`lead_id` AND `request_id` = 0;
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = new.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = new.`lead_id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_note_delete` AFTER DELETE ON `lead_notes` BEGIN
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = old.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = old.`lead_id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_call_insert` AFTER INSERT ON `call_attempts` WHEN new.`note` IS NOT NULL BEGIN
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = new.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = new.`lead_id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_call_update` AFTER UPDATE OF `lead_id`, `note` ON `call_attempts` BEGIN
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = old.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = old.`lead_id` AND `request_id` = 0;
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = new.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = new.`lead_id` AND `request_id` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_search_call_delete` AFTER DELETE ON `call_attempts` WHEN old.`note` IS NOT NULL BEGIN
  UPDATE `lead_search_rows` SET `body` = coalesce((SELECT `body` FROM `lead_search_text` WHERE `lead_id` = old.`lead_id` AND `request_id` = 0), '')
  WHERE `lead_id` = old.`lead_id` AND `request_id` = 0;
END;
