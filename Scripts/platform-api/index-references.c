// Prints what an index store records, tab-separated: a line per unit (one compilation of a
// source file), then a line per occurrence in the records it depends on:
//   U  unit  module  main-file  modification-time
//   O  module  file  line  column  roles  kind  usr  name
// The platform-API check (Scripts/check-platform-api) reads it; the index store is what the
// compiler wrote while type-checking, so the references are the compiler's, not a text search.
// Built by the check against the toolchain's libIndexStore (usr/lib) and its header.
#include <indexstore/indexstore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    indexstore_t store;
    const char *module;
    const char *file;
} Context;

static void put(indexstore_string_ref_t s) { fwrite(s.data, 1, s.length, stdout); }

static char *copy(indexstore_string_ref_t s) {
    char *out = malloc(s.length + 1);
    memcpy(out, s.data, s.length);
    out[s.length] = 0;
    return out;
}

static bool occurrence(void *raw, indexstore_occurrence_t occ) {
    Context *context = raw;
    indexstore_symbol_t symbol = indexstore_occurrence_get_symbol(occ);
    unsigned line = 0, column = 0;
    indexstore_occurrence_get_line_col(occ, &line, &column);
    printf("O\t%s\t%s\t%u\t%u\t%llu\t%d\t", context->module, context->file, line, column,
           (unsigned long long)indexstore_occurrence_get_roles(occ), (int)indexstore_symbol_get_kind(symbol));
    put(indexstore_symbol_get_usr(symbol));
    putchar('\t');
    put(indexstore_symbol_get_name(symbol));
    putchar('\n');
    return true;
}

static bool dependency(void *raw, indexstore_unit_dependency_t dep) {
    Context *context = raw;
    if (indexstore_unit_dependency_get_kind(dep) != INDEXSTORE_UNIT_DEPENDENCY_RECORD) return true;
    char *record = copy(indexstore_unit_dependency_get_name(dep));
    char *file = copy(indexstore_unit_dependency_get_filepath(dep));
    indexstore_error_t error = NULL;
    indexstore_record_reader_t reader = indexstore_record_reader_create(context->store, record, &error);
    if (reader) {
        Context inner = {context->store, context->module, file};
        indexstore_record_reader_occurrences_apply_f(reader, &inner, occurrence);
        indexstore_record_reader_dispose(reader);
    } else {
        fprintf(stderr, "index-references: record %s: %s\n", record, indexstore_error_get_description(error));
        indexstore_error_dispose(error);
    }
    free(record);
    free(file);
    return true;
}

static bool unit(void *raw, indexstore_string_ref_t name) {
    Context *context = raw;
    char *unitName = copy(name);
    indexstore_error_t error = NULL;
    indexstore_unit_reader_t reader = indexstore_unit_reader_create(context->store, unitName, &error);
    if (reader) {
        if (!indexstore_unit_reader_is_system_unit(reader)) {
            char *module = copy(indexstore_unit_reader_get_module_name(reader));
            int64_t seconds = 0, nanoseconds = 0;
            indexstore_unit_reader_get_modification_time(reader, &seconds, &nanoseconds);
            printf("U\t%s\t%s\t", unitName, module);
            put(indexstore_unit_reader_get_main_file(reader));
            printf("\t%lld\n", (long long)(seconds * 1000000000LL + nanoseconds));
            Context inner = {context->store, module, NULL};
            indexstore_unit_reader_dependencies_apply_f(reader, &inner, dependency);
            free(module);
        }
        indexstore_unit_reader_dispose(reader);
    } else {
        fprintf(stderr, "index-references: unit %s: %s\n", unitName, indexstore_error_get_description(error));
        indexstore_error_dispose(error);
    }
    free(unitName);
    return true;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: index-references STORE\n");
        return 2;
    }
    indexstore_error_t error = NULL;
    indexstore_t store = indexstore_store_create(argv[1], &error);
    if (!store) {
        fprintf(stderr, "index-references: %s: %s\n", argv[1], indexstore_error_get_description(error));
        return 1;
    }
    Context context = {store, NULL, NULL};
    indexstore_store_units_apply_f(store, 1, &context, unit);
    indexstore_store_dispose(store);
    return 0;
}
