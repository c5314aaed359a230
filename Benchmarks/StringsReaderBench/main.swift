print("strings-reader-bench: not written yet")
