/** The bench's vocabulary: realistic wish-list titles with plurals and misspellings. */
/** Crops with plurals and common misspellings, so the data looks like real wish lists. */
export const CROPS = [
  "tomato", "tomatoes", "tomatoe", "cherry tomato", "potato", "potatoes", "zucchini", "zuchini", "courgette", "pumpkin",
  "squash", "butternut squash", "cucumber", "cucumbers", "lettuce", "letuce", "kale", "chard", "spinach", "rocket",
  "basil", "sweet basil", "thai basil", "mint", "parsley", "coriander", "cilantro", "dill", "chives", "thyme",
  "rosemary", "sage", "oregano", "lavender", "garlic", "onion", "red onion", "shallots", "leeks", "carrots",
  "carot", "beetroot", "beets", "radish", "radishes", "turnip", "parsnip", "celery", "celeriac", "fennel",
  "broccoli", "brocoli", "cauliflower", "cabbage", "red cabbage", "brussels sprouts", "kohlrabi", "peas", "sugar snap peas", "runner beans",
  "french beans", "broad beans", "borlotti beans", "sweetcorn", "corn", "peppers", "bell pepper", "chili", "chilli peppers", "jalapeno",
  "aubergine", "eggplant", "okra", "melon", "watermelon", "strawberries", "strawberry", "raspberry", "rasberry canes", "blackberries",
  "blueberry", "gooseberries", "currants", "rhubarb", "apples", "apple", "pears", "plums", "cherries", "figs",
  "quince", "medlar", "grapes", "kiwi", "lemons", "limes", "sunflower", "marigold", "nasturtium", "sweet peas",
  "dahlia", "tulip bulbs", "daffodils", "roses", "hostas", "ferns", "succulents", "aloe", "spider plant", "monstera",
  "jerusalem artichoke", "artichoke", "asparagus", "horseradish", "ginger", "turmeric", "yacon", "oca", "salsify", "samphire",
  // crop groups (issue 35): a wish for a group matches every member crop
  "beans", "herbs", "kitchen herbs", "brassicas", "berries", "soft fruit", "salad leaves", "citrus", "squashes", "onion family",
];
export const MODIFIERS = ["", "", "", "organic", "heirloom", "fresh", "dwarf", "giant", "early", "purple", "yellow", "white", "wild", "f1 hybrid"];
const SUFFIX: Record<number, string[]> = { 1: ["", "", "harvest", "box"], 2: ["seeds", "seeds", "seed packet", ""], 3: ["plants", "seedlings", "cuttings", "starts"] };

const pick = <T,>(a: T[]) => a[Math.floor(Math.random() * a.length)];
export function title(category: number) {
  return [pick(MODIFIERS), pick(CROPS), pick(SUFFIX[category])].filter(Boolean).join(" ");
}
