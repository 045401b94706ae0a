/**
 * Importing this module registers every socket feature with the server. Feature modules call
 * registerSocketFeature() at import time; add their imports here.
 */
import "./chat";
