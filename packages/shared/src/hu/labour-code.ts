/**
 * Quoted provisions of the Labour Code (a munka törvénykönyvéről szóló 2012. évi I. törvény, "Mt.").
 *
 * Mt. 180. § "A megőrzési felelősség" (1)–(2): the employee's liability for things handed over for
 * safekeeping against a list or receipt — what an asset handover's receiver accepts (issue 19 §4).
 * Text: the provision as in force (no amendment of 180. § known since the Act took effect on 1 July 2012;
 * official text: Nemzeti Jogszabálytár, njt.hu, 2012. évi I. törvény 180. §), written down from the Act
 * and checked against publications quoting it (ado.hu "Munkavállaló megőrzési felelőssége",
 * munkajogiblog.hu, pbkik.hu, vallalkozo.info); check it against njt.hu when the Act is amended.
 * Paragraphs (3)–(5) — cashiers, damage to the thing, several receivers — are not quoted: a handover
 * protocol to one employee does not concern them.
 */
export const MT_180_CITATION = "Mt. 180. § (1)–(2) – 2012. évi I. törvény a munka törvénykönyvéről";

/** The paragraphs of Mt. 180. § quoted to the receiver before accepting a handover, in order. */
export const MT_180_PARAGRAPHS = [
  "(1) A munkavállaló köteles megtéríteni a kárt a megőrzésre átadott, visszaszolgáltatási vagy " +
    "elszámolási kötelezettséggel átvett olyan dologban bekövetkezett hiány esetén, amelyeket állandóan " +
    "őrizetben tart, kizárólagosan használ vagy kezel. A munkavállaló mentesül a felelősség alól, ha " +
    "bizonyítja, hogy a hiányt részéről elháríthatatlan ok idézte elő.",
  "(2) A munkavállaló az (1) bekezdés alapján akkor felel, ha a dolgot jegyzék vagy elismervény " +
    "alapján, aláírásával igazoltan vette át. A dolog több munkavállaló részére, megőrzés céljából " +
    "történő átadásánál a jegyzéket vagy elismervényt valamennyi átvevő munkavállalónak alá kell írnia. " +
    "A munkavállaló meghatalmazhatja az átvevőt, hogy a dolgot helyette és nevében átvegye.",
] as const;
