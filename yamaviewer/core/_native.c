/*
 * yamaviewer.core._native: the hot loops of verification, in C.
 *
 * Optional: every function here has a pure-Python twin that gives the same
 * answer.  Each Python module binds one name, once at import, to the C function
 * or to its twin (as CPython's json.scanner does): tokenize ->
 * formats.mjlog_tokens.regex_tokens, hash_and_shuffle ->
 * walls.tenhou.hash_and_shuffle_python, swap_shuffle ->
 * walls.tenhou.shuffle_words_python, tiles_of_kind ->
 * record.tiles_of_kind_python, int_list -> formats.mjlog.split_ints_python,
 * int_lists -> formats.mjlog.int_fields_python.  tests/core/test_native.py
 * compares them on every real log and on thousands of damaged ones.
 *
 * tokenize() reads a Tenhou log of the plain shape Tenhou writes (ASCII, one
 * <mjloggm> root holding only empty elements with double-quoted attributes,
 * nothing but white space between them) and returns None for anything else,
 * so the caller falls back to the regular-expression tokenizer, which words
 * what is wrong: this code never has to word an error and never accepts more
 * than the regular expressions do.  Every read is bounds-checked against the
 * end of the buffer.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define TILE_COUNT 136
#define SIMPLE_LETTERS "TUVWDEFG"
#define SIMPLE_EVENT_COUNT (8 * TILE_COUNT)

typedef struct {
    const unsigned char *p;
    const unsigned char *end;
} Cursor;

static int is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static int is_name_start(unsigned char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

static int is_name_char(unsigned char c) {
    return is_name_start(c) || (c >= '0' && c <= '9') || c == '.' || c == '-';
}

static Py_ssize_t skip_spaces(Cursor *c) {
    const unsigned char *start = c->p;
    while (c->p < c->end && is_space(*c->p)) c->p++;
    return c->p - start;
}

static int take(Cursor *c, const char *literal) {
    size_t n = strlen(literal);
    if ((size_t)(c->end - c->p) < n || memcmp(c->p, literal, n) != 0) return 0;
    c->p += n;
    return 1;
}

/* A name at the cursor: its length (0 when there is none). */
static Py_ssize_t name_length(const Cursor *c) {
    const unsigned char *q = c->p;
    if (q >= c->end || !is_name_start(*q)) return 0;
    q++;
    while (q < c->end && is_name_char(*q)) q++;
    return q - c->p;
}

/* An attribute value as an XML parser reports it after line-end normalisation:
 * "\r\n", "\r", "\n" and "\t" each become one space. */
static PyObject *value_string(const unsigned char *start, Py_ssize_t length) {
    Py_ssize_t i, n = 0;
    size_t size = (size_t)length;
    if (memchr(start, '\n', size) == NULL && memchr(start, '\r', size) == NULL &&
        memchr(start, '\t', size) == NULL)
        return PyUnicode_DecodeASCII((const char *)start, length, NULL);
    char *buffer = PyMem_Malloc(length > 0 ? (size_t)length : 1);
    if (buffer == NULL) return PyErr_NoMemory();
    for (i = 0; i < length; i++) {
        unsigned char ch = start[i];
        if (ch == '\r') {
            buffer[n++] = ' ';
            if (i + 1 < length && start[i + 1] == '\n') i++;
        } else if (ch == '\n' || ch == '\t') {
            buffer[n++] = ' ';
        } else {
            buffer[n++] = (char)ch;
        }
    }
    PyObject *result = PyUnicode_DecodeASCII(buffer, n, NULL);
    PyMem_Free(buffer);
    return result;
}

static PyObject *interned_name(const unsigned char *start, Py_ssize_t length) {
    PyObject *name = PyUnicode_DecodeASCII((const char *)start, length, NULL);
    if (name != NULL) PyUnicode_InternInPlace(&name);
    return name;
}

/* The names one log uses (a few dozen: element and attribute names), each made and
 * interned once per call: a log repeats them thousands of times, and making a string
 * to look it up in the interned table cost more than reading its value.  An open
 * table by first byte, last byte and length; when it is full, names are made as before. */
#define NAME_CACHE_SIZE 128
#define NAME_CACHE_KEPT 64

typedef struct {
    int count;
    Py_ssize_t lengths[NAME_CACHE_SIZE];
    const unsigned char *starts[NAME_CACHE_SIZE]; /* in the buffer being read */
    PyObject *names[NAME_CACHE_SIZE];             /* owned; NULL: a free slot */
} NameCache;

/* A new reference to the interned name of these bytes (NULL with an exception set). */
static PyObject *cached_name(NameCache *cache, const unsigned char *start, Py_ssize_t length) {
    size_t slot = (start[0] + 31u * start[length - 1] + 7u * (size_t)length) % NAME_CACHE_SIZE;
    for (;;) {
        PyObject *known = cache->names[slot];
        if (known == NULL) break;
        if (cache->lengths[slot] == length && memcmp(cache->starts[slot], start, (size_t)length) == 0)
            return Py_NewRef(known);
        slot = (slot + 1) % NAME_CACHE_SIZE;
    }
    PyObject *name = interned_name(start, length);
    if (name != NULL && cache->count < NAME_CACHE_KEPT) { /* the table stays half empty */
        cache->lengths[slot] = length;
        cache->starts[slot] = start;
        cache->names[slot] = Py_NewRef(name);
        cache->count++;
    }
    return name;
}

static void clear_names(NameCache *cache) {
    for (int i = 0; i < NAME_CACHE_SIZE; i++) Py_CLEAR(cache->names[i]);
}

/* Attributes up to the end of a tag: `close` is "/>" for an element, ">" for the root.
 * Returns a new dict (the first of repeated names wins), Py_None (borrowed,
 * meaning "not the plain shape") or NULL with an exception set. */
static PyObject *read_attributes(Cursor *c, const char *close, NameCache *names) {
    PyObject *attributes = PyDict_New();
    if (attributes == NULL) return NULL;
    for (;;) {
        Py_ssize_t spaces = skip_spaces(c);
        if (take(c, close)) return attributes;
        Py_ssize_t length = name_length(c);
        if (spaces == 0 || length == 0) break;
        const unsigned char *name_start = c->p;
        c->p += length;
        skip_spaces(c);
        if (!take(c, "=")) break;
        skip_spaces(c);
        if (!take(c, "\"")) break;
        const unsigned char *value_start = c->p;
        const unsigned char *quote = memchr(value_start, '"', (size_t)(c->end - value_start));
        if (quote == NULL || memchr(value_start, '<', (size_t)(quote - value_start)) != NULL)
            break;
        Py_ssize_t value_length = quote - value_start;
        c->p = quote + 1;
        PyObject *key = cached_name(names, name_start, length);
        if (key == NULL) goto failed;
        PyObject *value = value_string(value_start, value_length);
        if (value == NULL) {
            Py_DECREF(key);
            goto failed;
        }
        /* The first of repeated names is kept: one lookup, where most are new. */
        PyObject *kept = PyDict_SetDefault(attributes, key, value);
        Py_DECREF(value);
        Py_DECREF(key);
        if (kept == NULL) goto failed;
    }
    Py_DECREF(attributes);
    return Py_None;
failed:
    Py_DECREF(attributes);
    return NULL;
}

/* The XML declaration, if any: version 1.0, an optional UTF-8 encoding, an
 * optional standalone.  Returns 1 when it is absent or acceptable. */
static int read_declaration(Cursor *c) {
    if (!take(c, "<?xml")) return 1;
    if (skip_spaces(c) == 0 || !take(c, "version")) return 0;
    skip_spaces(c);
    if (!take(c, "=")) return 0;
    skip_spaces(c);
    if (!take(c, "\"1.0\"") && !take(c, "'1.0'")) return 0;
    const unsigned char *mark = c->p;
    if (skip_spaces(c) > 0 && take(c, "encoding")) {
        skip_spaces(c);
        if (!take(c, "=")) return 0;
        skip_spaces(c);
        if (c->p >= c->end || (*c->p != '"' && *c->p != '\'')) return 0;
        unsigned char quote = *c->p++;
        const unsigned char *start = c->p;
        while (c->p < c->end && *c->p != quote) c->p++;
        if (c->p >= c->end) return 0;
        Py_ssize_t length = c->p - start;
        c->p++;
        int utf8 = (length == 5 && (start[0] | 0x20) == 'u' && (start[1] | 0x20) == 't' &&
                    (start[2] | 0x20) == 'f' && start[3] == '-' && start[4] == '8') ||
                   (length == 4 && (start[0] | 0x20) == 'u' && (start[1] | 0x20) == 't' &&
                    (start[2] | 0x20) == 'f' && start[3] == '8');
        if (!utf8) return 0;
        mark = c->p;
    } else {
        c->p = mark;
    }
    if (skip_spaces(c) > 0 && take(c, "standalone")) {
        skip_spaces(c);
        if (!take(c, "=")) return 0;
        skip_spaces(c);
        if (!(take(c, "\"yes\"") || take(c, "\"no\"") || take(c, "'yes'") || take(c, "'no'")))
            return 0;
    } else {
        c->p = mark;
    }
    skip_spaces(c);
    return take(c, "?>");
}

/* The place of each draw/discard letter in SIMPLE_LETTERS, -1 for every other byte. */
static signed char simple_letter[256];

/* <T12/> and the like: the index into the simple-event table, or -1 when the
 * element is not exactly that shape.  *letter_digits is set when the name is a
 * draw/discard letter followed by digits only (a shape only the Python reader
 * may judge). */
static int simple_index(const Cursor *c, int *letter_digits) {
    const unsigned char *q = c->p;
    *letter_digits = 0;
    if (q >= c->end) return -1;
    int letter = simple_letter[*q];
    if (letter < 0) return -1;
    q++;
    const unsigned char *digits = q;
    while (q < c->end && *q >= '0' && *q <= '9') q++;
    Py_ssize_t count = q - digits;
    if (count == 0) return -1;
    if (q < c->end && is_name_char(*q)) return -1; /* a longer name, such as T1x */
    *letter_digits = 1;
    if (count > 3 || (count > 1 && digits[0] == '0')) return -1;
    if (c->end - q < 2 || q[0] != '/' || q[1] != '>') return -1;
    int tile = 0;
    for (Py_ssize_t i = 0; i < count; i++) tile = tile * 10 + (digits[i] - '0');
    if (tile >= TILE_COUNT) return -1;
    return letter * TILE_COUNT + tile;
}

static int append_steal(PyObject *list, PyObject *item) {
    if (item == NULL) return -1;
    int status = PyList_Append(list, item);
    Py_DECREF(item);
    return status;
}

/* 1 for the bytes that need no second look: printable ASCII but '&' and ']', tab,
 * line feed and carriage return. */
static unsigned char plain_byte[256];

/* Whether none of 8 bytes needs a second look: every one printable ASCII (0x20..0x7f)
 * but '&' and ']'.  A byte below n is found with the "hasless" test of Bit Twiddling
 * Hacks ((x - n * ones) & ~x & highs), which never fires when no byte is below n. */
#define EVERY_BYTE(x) (0x0101010101010101ULL * (uint64_t)(x))

static int below(uint64_t word, unsigned n) {
    return ((word - EVERY_BYTE(n)) & ~word & EVERY_BYTE(0x80)) != 0;
}

static int plain_word(uint64_t word) {
    return !(word & EVERY_BYTE(0x80)) && !below(word, 0x20) &&
           !below(word ^ EVERY_BYTE('&'), 1) && !below(word ^ EVERY_BYTE(']'), 1);
}

static void prepare_plain_bytes(void) {
    memset(simple_letter, -1, sizeof simple_letter);
    for (int i = 0; SIMPLE_LETTERS[i] != '\0'; i++) simple_letter[(unsigned char)SIMPLE_LETTERS[i]] = (signed char)i;
    for (int ch = 0x20; ch < 0x7f; ch++) plain_byte[ch] = 1;
    plain_byte['\t'] = plain_byte['\n'] = plain_byte['\r'] = plain_byte[0x7f] = 1;
    plain_byte['&'] = plain_byte[']'] = 0;
}

static PyObject *tokenize(PyObject *module, PyObject *args) {
    Py_buffer view;
    (void)module;
    PyObject *simple_events;
    if (!PyArg_ParseTuple(args, "y*O!:tokenize", &view, &PyTuple_Type, &simple_events)) return NULL;
    PyObject *root = NULL, *events = NULL, *positions = NULL, *others = NULL, *result = NULL;
    NameCache names;
    names.count = 0;
    memset(names.names, 0, sizeof names.names);
    if (PyTuple_GET_SIZE(simple_events) != SIMPLE_EVENT_COUNT) {
        PyErr_SetString(PyExc_ValueError, "simple_events must hold 8 x 136 events");
        goto done;
    }
    const unsigned char *data = view.buf;
    Cursor c = {data, data + view.len};

    /* Whatever the regular-expression tokenizer refuses outright: entities,
     * markup declarations, CDATA ends, control characters, and (here) any
     * byte outside ASCII. */
    for (Py_ssize_t i = 0; i < view.len; i++) {
        if (i % 8 == 0 && view.len - i >= 8) { /* eight bytes at once, nearly always plain */
            uint64_t word;
            memcpy(&word, data + i, 8);
            if (plain_word(word)) {
                i += 7;
                continue;
            }
        }
        if (!plain_byte[data[i]]) {
            unsigned char ch = data[i];
            if (ch != ']') goto not_plain;
            if (i + 2 < view.len && data[i + 1] == ']' && data[i + 2] == '>') goto not_plain;
        }
    }

    skip_spaces(&c);
    if (!read_declaration(&c)) goto not_plain;
    skip_spaces(&c);
    if (!take(&c, "<mjloggm")) goto not_plain;
    root = read_attributes(&c, ">", &names);
    if (root == NULL) goto done;
    if (root == Py_None) {
        root = NULL;
        goto not_plain;
    }
    events = PyList_New(0);
    positions = PyList_New(0);
    others = PyList_New(0);
    if (events == NULL || positions == NULL || others == NULL) goto done;

    for (;;) {
        skip_spaces(&c);
        if (c.p >= c.end || *c.p != '<') goto not_plain;
        c.p++;
        if (c.p < c.end && *c.p == '/') {
            if (!take(&c, "/mjloggm>")) goto not_plain;
            skip_spaces(&c);
            if (c.p != c.end) goto not_plain;
            break;
        }
        int letter_digits;
        int index = simple_index(&c, &letter_digits);
        if (index >= 0) {
            PyObject *event = PyTuple_GET_ITEM(simple_events, index);
            if (PyList_Append(events, event) < 0) goto done;
            c.p += 2; /* the letter and a digit: simple_index saw the digits and "/>" */
            while (*c.p != '/') c.p++;
            c.p += 2;
            continue;
        }
        if (letter_digits) goto not_plain;
        Py_ssize_t length = name_length(&c);
        if (length == 0) goto not_plain;
        const unsigned char *name_start = c.p;
        c.p += length;
        PyObject *attributes = read_attributes(&c, "/>", &names);
        if (attributes == NULL) goto done;
        if (attributes == Py_None) goto not_plain;
        PyObject *name = cached_name(&names, name_start, length);
        if (name == NULL) {
            Py_DECREF(attributes);
            goto done;
        }
        PyObject *pair = PyTuple_Pack(2, name, attributes);
        Py_DECREF(name);
        Py_DECREF(attributes);
        if (append_steal(positions, PyLong_FromSsize_t(PyList_GET_SIZE(events))) < 0) goto done;
        if (PyList_Append(events, Py_None) < 0) goto done;
        if (append_steal(others, pair) < 0) goto done;
    }
    result = PyTuple_Pack(4, root, events, positions, others);
    goto done;
not_plain:
    result = Py_NewRef(Py_None);
done:
    Py_XDECREF(root);
    Py_XDECREF(events);
    Py_XDECREF(positions);
    Py_XDECREF(others);
    clear_names(&names);
    PyBuffer_Release(&view);
    return result;
}


/* ---- SHA-512 of one 128-byte chunk (FIPS 180-4), for Tenhou's wall hash ---- */

static const uint64_t SHA512_K[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL,
    0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
    0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL,
    0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
    0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
    0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL, 0x2de92c6f592b0275ULL,
    0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL,
    0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
    0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL,
    0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL,
    0x92722c851482353bULL, 0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
    0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
    0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL,
    0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
    0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL,
    0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL,
    0xc67178f2e372532bULL, 0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
    0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL,
    0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
    0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
    0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

static const uint64_t SHA512_H0[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
    0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
    0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

static uint64_t rotr64(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

/* The message schedule of one block. */
static void sha512_schedule(uint64_t w[80], const unsigned char block[128]) {
    for (int t = 0; t < 16; t++) {
        uint64_t word = 0;
        for (int b = 0; b < 8; b++) word = (word << 8) | block[8 * t + b];
        w[t] = word;
    }
    for (int t = 16; t < 80; t++) {
        uint64_t s0 = rotr64(w[t - 15], 1) ^ rotr64(w[t - 15], 8) ^ (w[t - 15] >> 7);
        uint64_t s1 = rotr64(w[t - 2], 19) ^ rotr64(w[t - 2], 61) ^ (w[t - 2] >> 6);
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
}

/* One round with the eight working variables in rotating roles (no copying). */
#define SHA512_ROUND(a, b, c, d, e, f, g, h, t)                                                 \
    do {                                                                                       \
        uint64_t t1 = h + (rotr64(e, 14) ^ rotr64(e, 18) ^ rotr64(e, 41)) + ((e & f) ^ (~e & g)) + \
                      SHA512_K[t] + w[t];                                                      \
        uint64_t t2 = (rotr64(a, 28) ^ rotr64(a, 34) ^ rotr64(a, 39)) + ((a & b) ^ (a & c) ^ (b & c)); \
        d += t1;                                                                               \
        h = t1 + t2;                                                                           \
    } while (0)

static void sha512_rounds(uint64_t state[8], const uint64_t w[80]) {
    uint64_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint64_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int t = 0; t < 80; t += 8) {
        SHA512_ROUND(a, b, c, d, e, f, g, h, t);
        SHA512_ROUND(h, a, b, c, d, e, f, g, t + 1);
        SHA512_ROUND(g, h, a, b, c, d, e, f, t + 2);
        SHA512_ROUND(f, g, h, a, b, c, d, e, t + 3);
        SHA512_ROUND(e, f, g, h, a, b, c, d, t + 4);
        SHA512_ROUND(d, e, f, g, h, a, b, c, t + 5);
        SHA512_ROUND(c, d, e, f, g, h, a, b, t + 6);
        SHA512_ROUND(b, c, d, e, f, g, h, a, t + 7);
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
}

/* The schedule of the second block of every 128-byte message: the padding
 * (0x80, zeros, and the length 1024 bits as a 128-bit big-endian number). */
static uint64_t padding_schedule[80];

static void prepare_padding_schedule(void) {
    unsigned char padding[128] = {0};
    padding[0] = 0x80;
    padding[126] = 0x04; /* 1024 = 0x0400 */
    sha512_schedule(padding_schedule, padding);
}

/* The digest of exactly 128 bytes: the message block, then the padding block. */
static void sha512_of_128(const unsigned char message[128], unsigned char digest[64]) {
    uint64_t state[8], w[80];
    memcpy(state, SHA512_H0, sizeof state);
    sha512_schedule(w, message);
    sha512_rounds(state, w);
    sha512_rounds(state, padding_schedule);
    for (int i = 0; i < 8; i++)
        for (int b = 0; b < 8; b++) digest[8 * i + b] = (unsigned char)(state[i] >> (56 - 8 * b));
}

/* Fill wall[0..n) with Tenhou's swap shuffle of the tile ids driven by words[0..n-2]. */
static int shuffle_tiles(const unsigned long *words, int players, unsigned long wall[TILE_COUNT]) {
    int n = 0;
    for (int tile = 0; tile < TILE_COUNT; tile++) {
        if (players == 4 || tile < 4 || tile >= 32) wall[n++] = tile;
    }
    for (int i = 0; i < n - 1; i++) {
        int j = i + (int)(words[i] % (unsigned long)(n - i));
        unsigned long swapped = wall[i];
        wall[i] = wall[j];
        wall[j] = swapped;
    }
    return n;
}

/* A tuple of Python ints from C values (tile ids, 32-bit words). */
static PyObject *int_tuple(const unsigned long *values, int count) {
    PyObject *tuple = PyTuple_New(count);
    if (tuple == NULL) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *value = PyLong_FromUnsignedLong(values[i]);
        if (value == NULL) {
            Py_DECREF(tuple);
            return NULL;
        }
        PyTuple_SET_ITEM(tuple, i, value);
    }
    return tuple;
}

#define HAND_SOURCE_BYTES 1152 /* 288 MT outputs */
#define HAND_WORDS 144         /* 9 SHA-512 digests of 128 bytes, as 32-bit words */

/* One hand of today's Tenhou: SHA-512 of each 128 bytes of the 288 MT outputs; the
 * digests, read as 144 little-endian words, drive the shuffle.  The words go back as
 * the digests' bytes (what HandWall keeps), not as 144 Python ints. */
static PyObject *hash_and_shuffle(PyObject *module, PyObject *args) {
    Py_buffer source;
    int players;
    (void)module;
    if (!PyArg_ParseTuple(args, "y*i:hash_and_shuffle", &source, &players)) return NULL;
    if (source.len != HAND_SOURCE_BYTES || (players != 3 && players != 4)) {
        PyBuffer_Release(&source);
        PyErr_SetString(PyExc_ValueError, "need 1152 bytes of MT output and 3 or 4 players");
        return NULL;
    }
    unsigned char digests[HAND_WORDS * 4];
    for (int chunk = 0; chunk < HAND_SOURCE_BYTES / 128; chunk++)
        sha512_of_128((const unsigned char *)source.buf + 128 * chunk, digests + 64 * chunk);
    PyBuffer_Release(&source);
    unsigned long words[HAND_WORDS];
    for (int i = 0; i < HAND_WORDS; i++) {
        const unsigned char *q = digests + 4 * i;
        words[i] = (unsigned long)q[0] | ((unsigned long)q[1] << 8) | ((unsigned long)q[2] << 16) |
                   ((unsigned long)q[3] << 24);
    }
    unsigned long wall[TILE_COUNT];
    int n = shuffle_tiles(words, players, wall);
    PyObject *tiles = int_tuple(wall, n);
    if (tiles == NULL) return NULL;
    PyObject *rnd = PyBytes_FromStringAndSize((const char *)digests, sizeof digests);
    if (rnd == NULL) {
        Py_DECREF(tiles);
        return NULL;
    }
    PyObject *result = PyTuple_Pack(2, tiles, rnd);
    Py_DECREF(tiles);
    Py_DECREF(rnd);
    return result;
}

/* Tenhou's swap shuffle: for i in 0..n-2, swap y[i] with y[i + rnd[i] % (n - i)]. */
static PyObject *swap_shuffle(PyObject *module, PyObject *args) {
    PyObject *words;
    int players;
    (void)module;
    if (!PyArg_ParseTuple(args, "O!i:swap_shuffle", &PyTuple_Type, &words, &players)) return NULL;
    if (players != 3 && players != 4) {
        PyErr_SetString(PyExc_ValueError, "players must be 3 or 4");
        return NULL;
    }
    int needed = (players == 4 ? TILE_COUNT : TILE_COUNT - 28) - 1;
    if (PyTuple_GET_SIZE(words) < needed) {
        PyErr_SetString(PyExc_ValueError, "too few random words for the shuffle");
        return NULL;
    }
    unsigned long values[TILE_COUNT];
    for (int i = 0; i < needed; i++) {
        values[i] = PyLong_AsUnsignedLong(PyTuple_GET_ITEM(words, i));
        if (values[i] == (unsigned long)-1 && PyErr_Occurred()) return NULL;
    }
    unsigned long wall[TILE_COUNT];
    int n = shuffle_tiles(values, players, wall);
    return int_tuple(wall, n);
}

/* The tiles (item 2) of the events (tuples) whose kind (item 0) is `kind`, in order. */
static PyObject *tiles_of_kind(PyObject *module, PyObject *args) {
    PyObject *events, *kind;
    (void)module;
    if (!PyArg_ParseTuple(args, "O!O:tiles_of_kind", &PyList_Type, &events, &kind)) return NULL;
    PyObject *tiles = PyList_New(0);
    if (tiles == NULL) return NULL;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(events); i++) {
        PyObject *event = PyList_GET_ITEM(events, i);
        if (!PyTuple_Check(event) || PyTuple_GET_SIZE(event) < 3) {
            Py_DECREF(tiles);
            PyErr_SetString(PyExc_TypeError, "events must be tuples of at least 3 items");
            return NULL;
        }
        if (PyTuple_GET_ITEM(event, 0) == kind &&
            PyList_Append(tiles, PyTuple_GET_ITEM(event, 2)) < 0) {
            Py_DECREF(tiles);
            return NULL;
        }
    }
    return tiles;
}


/* A comma list of plain numbers ("12,-3,0") as a new list of ints; a new reference to
 * None for anything else (the caller then asks Python's int(), which decides). */
static PyObject *parse_int_list(PyObject *text) {
    Py_ssize_t length;
    const char *chars = PyUnicode_AsUTF8AndSize(text, &length);
    if (chars == NULL) return NULL;
    PyObject *values = PyList_New(0);
    if (values == NULL) return NULL;
    Py_ssize_t i = 0;
    for (;;) {
        int negative = 0, digits = 0;
        long long value = 0;
        if (i < length && chars[i] == '-') {
            negative = 1;
            i++;
        }
        while (i < length && chars[i] >= '0' && chars[i] <= '9') {
            if (++digits > 18) goto not_plain;
            value = value * 10 + (chars[i] - '0');
            i++;
        }
        if (digits == 0) goto not_plain;
        if (append_steal(values, PyLong_FromLongLong(negative ? -value : value)) < 0) {
            Py_DECREF(values);
            return NULL;
        }
        if (i == length) return values;
        if (chars[i] != ',') goto not_plain;
        i++;
    }
not_plain:
    Py_DECREF(values);
    Py_RETURN_NONE;
}

static PyObject *int_list(PyObject *module, PyObject *args) {
    PyObject *text;
    (void)module;
    if (!PyArg_ParseTuple(args, "U:int_list", &text)) return NULL;
    return parse_int_list(text);
}

/* int_lists(attrs, names): for each name, None when the attribute is absent, else its
 * plain comma list as ints; None for the whole when any present value is not plain. */
static PyObject *int_lists(PyObject *module, PyObject *args) {
    PyObject *attrs, *names;
    (void)module;
    if (!PyArg_ParseTuple(args, "O!O!:int_lists", &PyDict_Type, &attrs, &PyTuple_Type, &names))
        return NULL;
    Py_ssize_t count = PyTuple_GET_SIZE(names);
    PyObject *result = PyTuple_New(count);
    if (result == NULL) return NULL;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *text = PyDict_GetItemWithError(attrs, PyTuple_GET_ITEM(names, i));
        if (text == NULL) {
            if (PyErr_Occurred()) goto error;
            Py_INCREF(Py_None);
            PyTuple_SET_ITEM(result, i, Py_None);
            continue;
        }
        if (!PyUnicode_Check(text)) {
            Py_DECREF(result);
            Py_RETURN_NONE;
        }
        PyObject *values = parse_int_list(text);
        if (values == NULL) goto error;
        if (values == Py_None) {
            Py_DECREF(result);
            return values;
        }
        PyTuple_SET_ITEM(result, i, values);
    }
    return result;
error:
    Py_DECREF(result);
    return NULL;
}

static PyMethodDef methods[] = {
    {"tokenize", tokenize, METH_VARARGS,
     "tokenize(data, simple_events) -> (root, events, positions, others) or None"},
    {"swap_shuffle", swap_shuffle, METH_VARARGS, "swap_shuffle(words, players) -> tiles"},
    {"hash_and_shuffle", hash_and_shuffle, METH_VARARGS,
     "hash_and_shuffle(source, players) -> (tiles, the hash words as bytes)"},
    {"int_list", int_list, METH_VARARGS, "int_list(text) -> list of ints or None"},
    {"int_lists", int_lists, METH_VARARGS,
     "int_lists(attrs, names) -> tuple of (list of ints or None) per name, or None"},
    {"tiles_of_kind", tiles_of_kind, METH_VARARGS, "tiles_of_kind(events, kind) -> tiles"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_definition = {
    PyModuleDef_HEAD_INIT, "_native", "Hot loops of verification in C (optional).", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
    prepare_padding_schedule();
    prepare_plain_bytes();
    return PyModule_Create(&module_definition);
}
