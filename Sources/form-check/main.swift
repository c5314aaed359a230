print("form-check")
